// corpus: calls of variadic device functions through pointers: a local pointer, a typedef'd table of them, a pointer parameter, promoted float and char arguments
#include <cstdarg>
#include <cstdio>

__device__ int sum_ints(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

__device__ int weighted(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += (i + 1) * va_arg(ap, int);
    va_end(ap);
    return s;
}

__device__ double mean(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, double);
    va_end(ap);
    return s / n;
}

typedef int (*Folder)(int, ...);

__device__ int apply(Folder f, int a, int b)
{
    return f(2, a, b);
}

__global__ void kernel(int* out, double* dout)
{
    int (*p)(int, ...) = sum_ints;
    out[0] = p(3, 1, 2, 3);
    Folder table[2] = {sum_ints, weighted};
    char c = 10;
    short h = 20;
    out[1] = table[0](2, c, h);
    out[2] = table[1](3, 1, 1, 1);
    out[3] = apply(weighted, 5, 7);
    double (*m)(int, ...) = &mean;
    float f = 1.5f;
    dout[0] = m(2, f, 2.5);
}

int main()
{
    int* out;
    double* dout;
    cudaMallocManaged(&out, 4 * sizeof(int));
    cudaMallocManaged(&dout, sizeof(double));
    kernel<<<1, 1>>>(out, dout);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %g\n", out[0], out[1], out[2], out[3], dout[0]);
    cudaFree(out);
    cudaFree(dout);
    return 0;
}
