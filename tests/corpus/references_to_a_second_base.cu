// corpus: a reference to a base class that is not the first, bound to a derived object where a function returns it (`B& up(C& c) { return c; }`, `return *this;`, `*p`, `static_cast<C&&>`), where a lambda returns it, and where a constructor's member initializer, a default member initializer or a braced list binds a reference member: each refers to the base subobject
#include <cstdio>

struct A {
    int a = 1;
};
struct B {
    int b = 2;
};
struct C : A, B {
    int c = 3;
    __host__ __device__ B& as_b() { return *this; }
    __host__ __device__ const B& as_const_b() const { return *this; }
};

__host__ __device__ B& up(C& c) { return c; }
__host__ __device__ const B& up_const(const C& c) { return c; }
__host__ __device__ B& up_pointer(C* c) { return *c; }
__host__ __device__ B&& up_moved(C& c) { return static_cast<C&&>(c); }

struct ByConstructor {
    B& r;
    __host__ __device__ ByConstructor(C& c) : r(c) {}
};
struct ByList {
    const B& r;
};
struct ByDefault {
    C c;
    B& r = c;
};

__host__ __device__ ByList make(C& c) { return {c}; }

__host__ __device__ void run(long long* out)
{
    C c;
    c.b = 20;
    out[0] = up(c).b * 1000 + up_const(c).b * 10 + up_pointer(&c).b / 10;
    out[1] = up_moved(c).b * 100 + c.as_b().b + c.as_const_b().b * 10000;
    up(c).b = 21;
    out[2] = c.b;
    ByConstructor byc(c);
    ByList byl{c};
    ByDefault byd;
    out[3] = byc.r.b * 10000 + byl.r.b * 100 + byd.r.b;
    out[4] = make(c).r.b;
    auto lambda = [&]() -> B& { return c; };
    auto generic = [](C& x) -> const B& { return x; };
    out[5] = lambda().b * 100 + generic(c).b;
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
