// corpus: device code sees the host compiler's GNU version macros, as nvcc's device pass
// does, so headers that test `__GNUC__` take the same branch on both sides
#include <cstdio>

__host__ __device__ int gnu() {
#if defined(__GNUC__) && __GNUC__ >= 4 && defined(__GNUC_MINOR__) && defined(__GNUC_PATCHLEVEL__)
    return 1;
#else
    return 0;
#endif
}

__global__ void kernel(int* out) { *out = gnu(); }

int main() {
    int* out;
    cudaMallocManaged(&out, sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device %d host %d\n", *out, gnu());
    cudaFree(out);
    return 0;
}
