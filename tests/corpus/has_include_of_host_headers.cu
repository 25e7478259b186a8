// corpus: __has_include answers for the host compiler's own headers as #include finds them, on both sides
#include <cstdio>

#if __has_include(<ciso646>) && __has_include(<sys/resource.h>)
#define HOST_HEADERS 1
#else
#define HOST_HEADERS 0
#endif

#if __has_include(<no_such_header_anywhere.h>)
#define MISSING 1
#else
#define MISSING 0
#endif

__global__ void kernel(int* out)
{
    out[0] = HOST_HEADERS;
    out[1] = MISSING;
}

int main()
{
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device %d %d, host %d %d\n", out[0], out[1], HOST_HEADERS, MISSING);
    cudaFree(out);
    return 0;
}
