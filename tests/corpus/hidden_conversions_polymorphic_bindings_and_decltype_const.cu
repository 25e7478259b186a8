// corpus: a conversion function declared again in a derived class hides its base's (`Der::operator int` over `Base::operator int`, also virtual ones), structured bindings of a polymorphic class name its data members only, and `decltype(c)&` of a `const` local is a reference to `const`
#include <cstdio>

struct Base {
    __host__ __device__ operator int() const { return 12; }
    __host__ __device__ operator double() const { return 1.5; }
};
struct Der : Base {
    __host__ __device__ operator int() const { return -1; }
};
struct VBase {
    __host__ __device__ virtual operator int() const { return 3; }
};
struct VDer : VBase {
    __host__ __device__ operator int() const override { return 4; }
};
__host__ __device__ int take_int(int v) { return v; }
__host__ __device__ double take_double(double v) { return v; }

struct Shape {
    int sides = 5, size = 6;
    __host__ __device__ virtual int area() const { return sides * size; }
};
struct Data {
    int a = 7, b = 8;
};
struct Poly : Data {
    __host__ __device__ virtual int f() { return 0; }
};

struct S {
    int v = 1;
};

__host__ __device__ void run(long long* out)
{
    Der d;
    int x = d;
    out[0] = x * 100 + take_int(d) * 10 + static_cast<int>(d);
    out[1] = (long long)(take_double(d) * 10);
    VDer vd;
    const VBase& vb = vd;
    out[2] = take_int(vd) * 10 + int(vb);
    Shape shape;
    auto [sides, size] = shape;
    Poly poly;
    auto& [a, b] = poly;
    out[3] = sides * 1000 + size * 100 + a * 10 + b;
    const S cs;
    decltype(cs)& dr = cs;
    const int ci = 2;
    decltype(ci)& ir = ci;
    out[4] = dr.v + ir;
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 5;
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
