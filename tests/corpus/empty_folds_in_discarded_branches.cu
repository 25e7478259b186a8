// corpus: a unary fold over a pack that is empty in a discarded if-constexpr branch is never
// evaluated (C++17), so the instance for an empty pack compiles
#include <cstdio>

template <class... Ts>
__device__ int sum(Ts... ts) {
    if constexpr (sizeof...(Ts) == 0)
        return 0;
    else
        return (ts + ...);
}

template <class... Ts>
__device__ long long product(Ts... ts) {
    if constexpr (sizeof...(Ts) > 0)
        return (ts * ...);
    return 1;
}

__global__ void kernel(long long* out) {
    out[0] = sum();
    out[1] = sum(1, 2, 3);
    out[2] = product();
    out[3] = product(2, 3LL, 7);
}

int main() {
    long long* out;
    cudaMallocManaged(&out, 4 * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%lld %lld %lld %lld\n", out[0], out[1], out[2], out[3]);
    cudaFree(out);
    return 0;
}
