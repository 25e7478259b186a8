// `va_start` in a function that takes no variadic arguments: there is nothing to read.
#include <cstdarg>
__device__ int first(int n)
{
    va_list ap;
    va_start(ap, n);
    return va_arg(ap, int);
}
__global__ void k(int* o) { o[0] = first(1); }
