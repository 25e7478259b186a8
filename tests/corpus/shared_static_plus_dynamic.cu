// corpus: a kernel whose static and dynamic shared memory together pass 48 KiB (40,000 bytes static, 16 KiB dynamic, the limit raised with cudaFuncSetAttribute).
#include <cstdio>
__global__ void big_static(int* out) {
    __shared__ float s[10000];
    extern __shared__ float dyn[];
    s[threadIdx.x] = threadIdx.x; dyn[threadIdx.x] = 1.0f;
    __syncthreads();
    out[threadIdx.x] = (int)(s[threadIdx.x] + dyn[threadIdx.x]);
}
int main() {
    int* d; cudaMalloc(&d, 64 * 4);
    cudaFuncSetAttribute(big_static, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024);
    big_static<<<1, 64, 16 * 1024>>>(d);
    cudaError_t e = cudaGetLastError();
    printf("launch=%s sync=%s\n", cudaGetErrorName(e), cudaGetErrorName(cudaDeviceSynchronize()));
    int h[4]; cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
}
