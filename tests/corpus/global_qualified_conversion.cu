// Conversion functions whose type is qualified from the global namespace (`operator
// ::ns::V<float>()`, as generated and library code writes them), in a class template of
// that very name: its own name still names its constructors (`V(a * 2, b * 2)`).
#include <cstdio>

namespace ns {
struct Plain {
    int x;
};

template <class T>
struct V {
    T a, b;
    __host__ __device__ V(T x, T y) : a(x), b(y) {}
    __host__ __device__ operator ::ns::V<float>() const { return ::ns::V<float>(float(a) + 0.5f, float(b) + 0.5f); }
    __host__ __device__ operator ::ns::Plain() const { return ::ns::Plain{int(a + b)}; }
    __host__ __device__ V twice() const { return V(a * 2, b * 2); }
};
} // namespace ns

__global__ void convert(float *out, int *sum)
{
    ns::V<int> v(1, 2);
    ns::V<int> w = v.twice();
    ns::V<float> f = w;
    ns::Plain p = w;
    out[0] = f.a;
    out[1] = f.b;
    *sum = p.x;
}

int main()
{
    float *d, h[2];
    int *ds, hs;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&ds, sizeof hs);
    convert<<<1, 1>>>(d, ds);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hs, ds, sizeof hs, cudaMemcpyDeviceToHost);
    ns::V<float> host = ns::V<int>(3, 4);
    printf("device: %.1f %.1f sum %d\n", h[0], h[1], hs);
    printf("host: %.1f %.1f\n", host.a, host.b);
    cudaFree(d);
    cudaFree(ds);
    return 0;
}
