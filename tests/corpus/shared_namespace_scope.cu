// corpus: __shared__ and extern __shared__ variables at namespace scope, used from a kernel and a
// __device__ function
#include <cstdio>
__shared__ int counter;
extern __shared__ float dyn[];
__device__ void bump() { atomicAdd(&counter, 1); }
__global__ void k(int* out) {
    if (threadIdx.x == 0) counter = 0;
    __syncthreads();
    bump();
    dyn[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = counter + (int)dyn[5];
}
int main() {
    int* d; cudaMalloc(&d, 8);
    k<<<2, 32, 32 * sizeof(float)>>>(d);
    int h[2]; cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[1]);
    return 0;
}
