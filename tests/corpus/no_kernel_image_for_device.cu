// corpus: A program built only for another GPU generation (-arch=sm_100): its launches fail with cudaErrorNoKernelImageForDevice while memory calls work, and the error is not sticky
#include <cstdio>

__global__ void fill(int* p, int v) { p[threadIdx.x] = v; }

int main()
{
    int* d;
    cudaError_t alloc = cudaMalloc(&d, 4 * sizeof(int));
    cudaMemset(d, 0, 4 * sizeof(int));
    fill<<<1, 4>>>(d, 7);
    cudaError_t launch = cudaGetLastError();
    printf("cudaMalloc: %s\n", cudaGetErrorName(alloc));
    printf("launch: %s (%s)\n", cudaGetErrorName(launch), cudaGetErrorString(launch));
    printf("after it: %s\n", cudaGetErrorName(cudaGetLastError()));
    cudaFuncAttributes attrs;
    printf("cudaFuncGetAttributes: %s\n", cudaGetErrorName(cudaFuncGetAttributes(&attrs, fill)));
    int v = 7;
    void* args[] = {&d, &v};
    printf("cudaLaunchKernel: %s\n", cudaGetErrorName(cudaLaunchKernel((void*)fill, dim3(1), dim3(4), args, 0, 0)));
    printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    int h[4];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("memory still reads %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return launch == cudaErrorNoKernelImageForDevice ? 0 : 1;
}
