// corpus: `__has_cpp_attribute`, `__has_attribute` and `__has_builtin` are answered in code too, not only in `#if` (as the host compiler's preprocessor answers them, which nvcc's device pass is), the same on both sides
#include <cstdio>

#define STR(x) #x
#define XSTR(x) STR(x)

__host__ __device__ long answers()
{
    return __has_cpp_attribute(nodiscard) * 100 + __has_attribute(aligned) * 10 + __has_builtin(__builtin_expect);
}

__global__ void kernel(long* out)
{
    out[0] = answers();
    printf("device %s\n", XSTR(__has_cpp_attribute(fallthrough)));
}

int main()
{
    long* d;
    cudaMalloc(&d, sizeof(long));
    kernel<<<1, 1>>>(d);
    long dev = 0;
    cudaMemcpy(&dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    printf("host %s\n", XSTR(__has_cpp_attribute(fallthrough)));
    printf("device %ld host %ld\n", dev, answers());
    cudaFree(d);
    return 0;
}
