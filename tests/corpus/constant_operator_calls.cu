// corpus: constant expressions that apply [] and () to constant class objects (template arguments, array bounds, constexpr locals) call their constexpr operator functions, std::array's const operator[] among them
#include <array>
#include <cstdio>

template <int N> struct Value {
    static constexpr int value = N;
};

struct Offsets {
    int v[4];
    __host__ __device__ constexpr int operator[](int i) const { return v[i] + 100; }
    __host__ __device__ constexpr int operator()(int i, int j) const { return v[i] * v[j]; }
};

struct Point {
    int x, y;
};

constexpr std::array<int, 3> sizes{{5, 6, 7}};
constexpr Offsets offsets{{1, 2, 3, 4}};
constexpr Point points[2] = {{1, 2}, {3, 4}};

__host__ __device__ void run(int* out)
{
    constexpr Offsets local{{4, 3, 2, 1}};
    out[0] = Value<offsets[1]>::value + Value<offsets(2, 3)>::value;
    out[1] = Value<local[0]>::value + Value<local(0, 1)>::value;
    out[2] = Value<sizes[2]>::value;
    int buffer[sizes[1]];
    out[3] = (int)(sizeof(buffer) / sizeof(int));
    out[4] = Value<points[1].y>::value;
    constexpr std::array<int, 2> pair{{8, 9}};
    out[5] = Value<pair[1] + pair.front()>::value;
    constexpr int doubled = offsets[3] * 2;
    out[6] = doubled;
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    const int n = 7;
    int* d;
    cudaMalloc(&d, n * sizeof(int));
    kernel<<<1, 1>>>(d);
    int dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %d host %d\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
