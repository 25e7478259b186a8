// corpus: argument-dependent lookup looks in the namespaces of a function argument's parameter and return types, and of a pointer to member's class and member type
#include <cstdio>

namespace geo {
struct Point {
    int x, y;
};
__host__ __device__ int norm1(Point p) { return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); }
__host__ __device__ int apply(int (*f)(Point), int x, int y) { return f(Point{x, y}) * 10; }
__host__ __device__ int read(int Point::*member)
{
    Point p{5, 6};
    return p.*member + 1000;
}
}

namespace units {
struct Meters {
    double v;
};
__host__ __device__ Meters make(int v) { return Meters{v * 1.5}; }
__host__ __device__ double convert(Meters (*f)(int), int v) { return f(v).v; }
}

__host__ __device__ void run(long long* out)
{
    out[0] = apply(geo::norm1, -3, 4);
    out[1] = read(&geo::Point::y);
    out[2] = (long long)(convert(units::make, 4) * 10);
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 3;
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
