// corpus: a __host__ __device__ function may call host functions (nvcc warns, #20011-D): device code that never reaches the call runs as the host's does
#include <cstdio>

int host_only(int x) { return x * 3; }

__host__ __device__ int triple_or_double(int x, bool on_host)
{
    if (on_host)
        return host_only(x);
    return 2 * x;
}

__host__ __device__ unsigned maybe_swapped(unsigned v, bool swap)
{
    return swap ? __builtin_bswap32(v) : v;
}

__global__ void kernel(int* out)
{
    out[0] = triple_or_double(5, false);
    out[1] = maybe_swapped(7, false);
}

int main()
{
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaError_t status = cudaDeviceSynchronize();
    printf("%d %d %s\n", out[0], out[1], cudaGetErrorString(status));
    printf("%d %u\n", triple_or_double(5, true), maybe_swapped(1, true));
    cudaFree(out);
    return 0;
}
