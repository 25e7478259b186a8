// corpus: C++20's nested namespace definitions with inline components (`namespace
// lib::inline v2 { ... }`): names in `v2` are also `lib`'s, kernels included.
#include <cstdio>

namespace lib::inline v2 {
__device__ int version() { return 2; }
__global__ void stamp(int* out) { out[0] = version() * 100 + 7; }
}  // namespace lib::inline v2

namespace lib::v1 {
__device__ int version() { return 1; }
}  // namespace lib::v1

__global__ void versions(int* out) { out[1] = lib::version() * 10 + lib::v1::version(); }

int main() {
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    lib::stamp<<<1, 1>>>(out);
    versions<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("lib::stamp %d, lib::version and lib::v1::version %d\n", out[0], out[1]);
    cudaFree(out);
    return 0;
}
