// Kernels launched outside main: from a global object's constructor (before the file's static
// initialization is over), from an atexit handler and from a static object's destructor (after
// the main thread's thread-local state is gone); and cudaFuncGetAttributes of a function that
// is not a kernel.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void fill(int *p, int v)
{
    p[threadIdx.x] = v + threadIdx.x;
}

static int *buffer;

static int read_back(int at)
{
    int h[4] = {0};
    cudaMemcpy(h, buffer, sizeof h, cudaMemcpyDeviceToHost);
    return h[at];
}

struct LaunchesEarly {
    cudaError_t launch;
    int value;
    LaunchesEarly()
    {
        cudaMalloc(&buffer, 4 * sizeof(int));
        fill<<<1, 4>>>(buffer, 9);
        launch = cudaGetLastError();
        value = read_back(3);
    }
} early;

void at_exit()
{
    fill<<<1, 4>>>(buffer, 70);
    cudaError_t launch = cudaGetLastError();
    cudaError_t sync = cudaDeviceSynchronize();
    printf("atexit handler: launch %d, sync %d, value %d\n", (int)launch, (int)sync, read_back(3));
}

struct LaunchesLate {
    ~LaunchesLate()
    {
        fill<<<1, 4>>>(buffer, 80);
        printf("static destructor: value %d\n", read_back(3));
    }
} late;

int main()
{
    printf("global constructor: launch %d, value %d\n", (int)early.launch, early.value);
    fill<<<1, 4>>>(buffer, 1);
    cudaDeviceSynchronize();
    printf("main: value %d\n", read_back(3));
    cudaFuncAttributes attributes;
    cudaError_t e = cudaFuncGetAttributes(&attributes, (const void *)read_back);
    printf("attributes of a host function: %s\n", cudaGetErrorName(e));
    atexit(at_exit);
    return 0;
}
