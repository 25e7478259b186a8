// A pointer to a variadic function and one to a function of fixed parameters are of different
// types, and a call through the first needs its fixed arguments.
__device__ int twice(int x) { return 2 * x; }
__device__ int sum(int n, ...) { return n; }
__global__ void kernel(int* out)
{
    int (*p)(int, ...) = twice;
    int (*q)(int) = sum;
    int (*r)(int, ...) = sum;
    out[0] = r();
}
