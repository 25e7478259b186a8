// corpus: a cast to a reference to const (or an rvalue reference) of an object of another type converts it into a temporary (through a conversion function, a converting constructor, an arithmetic conversion) as a reference binding does; direct initialization from an object whose conversion function makes the class
#include <cstdio>
#include <utility>

struct A {
    int v;
    __host__ __device__ A(int x) : v(x) {}
};
struct B {
    int r;
    __host__ __device__ operator A() const { return A(r * 2); }
};
struct C {
    int r;
};
struct D {
    int v;
    __host__ __device__ D(const C& c) : v(c.r * 3) {}
};
struct Holder {
    A a;
    __host__ __device__ Holder(const B& b) : a(b) {}
};

__host__ __device__ void run(long long* out)
{
    B b{21};
    C c{5};
    int i = -1;
    int three = 3;
    std::pair<int, int> pi{3, 4};
    out[0] = static_cast<const A&>(b).v + ((const A&)b).v;
    out[1] = static_cast<const D&>(c).v;
    out[2] = static_cast<const std::pair<long, long>&>(pi).second;
    out[3] = static_cast<const long long&>(i);
    out[4] = (long long)static_cast<const float&>(three) + static_cast<double&&>(three);
    out[5] = static_cast<A&&>(b).v;
    // The same object named through a reference of its own type stays that object.
    static_cast<int&>(i) = 9;
    out[6] = i;
    A a1(b);
    A a2{b};
    A a3 = static_cast<A>(b);
    A a4 = (A)b;
    A* made = new A(b);
    Holder h(b);
    out[7] = a1.v + a2.v + a3.v + a4.v + A(b).v + made->v + h.a.v;
    delete made;
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 8;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int k = 0; k < n; ++k) printf("%d: device %lld host %lld\n", k, dev[k], host[k]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFree(d);
    return 0;
}
