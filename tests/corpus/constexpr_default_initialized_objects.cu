// corpus: constexpr objects default-initialized by a constexpr default constructor (constexpr T t;), at namespace scope and in a function, read in template arguments and array bounds
#include <cstdio>

template <long long N>
__host__ __device__ long long value() { return N; }

struct Defaults {
    long long width;
    int depth;
    __host__ __device__ constexpr Defaults() : width(6), depth(3) {}
};

constexpr Defaults global_defaults;

__global__ void kernel(long long* out) {
    constexpr Defaults local_defaults;
    int cells[local_defaults.depth];
    out[0] = value<global_defaults.width>();
    out[1] = value<local_defaults.width * 10 + global_defaults.depth>();
    out[2] = sizeof(cells) / sizeof(int);
}

int main() {
    long long* out;
    cudaMallocManaged(&out, 3 * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%lld %lld %lld\n", out[0], out[1], out[2]);
    cudaFree(out);
    return 0;
}
