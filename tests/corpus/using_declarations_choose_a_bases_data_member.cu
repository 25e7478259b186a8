// corpus: `using A::x;` in a class deriving from two bases that both have a data member `x` makes `x` name A's (through objects, pointers, member functions, pointers to members and further derived classes), whatever the order of the bases; a class's own member hides both
#include <cstdio>

struct A {
    int x = 1;
    __host__ __device__ int f() { return 10; }
};
struct B {
    int x = 2;
    __host__ __device__ int f() { return 20; }
};
struct C : A, B {
    using A::x;
    using B::f;
    __host__ __device__ int own() { return x * 10 + B::x; }
};
struct C2 : B, A {
    using A::x;
    using A::f;
};
struct D : C {
};
struct E : C2 {
    int x = 7;
};

__host__ __device__ void run(long long* out)
{
    C c;
    C2 c2;
    D d;
    E e;
    out[0] = c.x * 10 + c2.x;
    out[1] = c.f() * 100 + c2.f();
    out[2] = c.own();
    int C::*pm = &C::x;
    int C2::*pm2 = &C2::x;
    out[3] = c.*pm * 10 + c2.*pm2;
    c.x = 5;
    out[4] = c.A::x * 10 + c.B::x;
    C* p = &c;
    out[5] = p->x * 100 + d.x * 10 + e.x;
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 6;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
