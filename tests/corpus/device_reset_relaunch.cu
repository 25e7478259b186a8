// cudaDeviceReset destroys the context: the next launch loads the module again, so a
// __device__ variable starts over from its initializer, and memory must be allocated anew.
#include <cstdio>

__device__ int counter = 5;

__global__ void bump(int* out)
{
    counter += 1;
    *out = counter;
}

static int launchAndRead()
{
    int* d = nullptr;
    cudaMalloc(&d, sizeof(int));
    bump<<<1, 1>>>(d);
    int h = 0;
    cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h;
}

int main()
{
    int a = launchAndRead();
    int b = launchAndRead();
    printf("before reset: %d %d\n", a, b);
    cudaDeviceReset();
    int c = launchAndRead();
    int d = launchAndRead();
    printf("after reset: %d %d\n", c, d);
    printf("last error: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
