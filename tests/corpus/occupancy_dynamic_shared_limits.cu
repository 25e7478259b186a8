// corpus: The occupancy API against a kernel's dynamic shared memory limit: no block fits past the default 48 KiB or a raised cudaFuncAttributeMaxDynamicSharedMemorySize, and the memory available per block is capped by that limit
#include <cstdio>
__global__ void dynShared(float *a) { extern __shared__ float s[]; s[threadIdx.x] = a[threadIdx.x]; __syncthreads(); a[threadIdx.x] = s[0]; }
__global__ void withShared(float *a) { __shared__ float buf[4096]; buf[threadIdx.x] = a[threadIdx.x]; __syncthreads(); a[threadIdx.x] = buf[0]; }
int main() {
    int n1, n2, n3;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n1, dynShared, 128, 49153);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n2, dynShared, 128, 100000);
    printf("before attr: 49153 -> %d  100000 -> %d\n", n1, n2);
    cudaFuncSetAttribute(dynShared, cudaFuncAttributeMaxDynamicSharedMemorySize, 200000);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n1, dynShared, 128, 49153);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n2, dynShared, 128, 100000);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n3, dynShared, 128, 232448);
    printf("after attr(200000): 49153 -> %d  100000 -> %d  232448 -> %d\n", n1, n2, n3);
    size_t a1, a4, as, a40 = 12345;
    cudaOccupancyAvailableDynamicSMemPerBlock(&a1, dynShared, 1, 128);
    cudaOccupancyAvailableDynamicSMemPerBlock(&a4, dynShared, 4, 128);
    cudaOccupancyAvailableDynamicSMemPerBlock(&as, withShared, 2, 256);
    cudaError_t e = cudaOccupancyAvailableDynamicSMemPerBlock(&a40, dynShared, 40, 128);
    printf("avail(1 block)=%zu avail(4 blocks)=%zu static16K(2 blocks)=%zu 40 blocks -> %s\n", a1, a4, as, cudaGetErrorName(e));
    return 0;
}
