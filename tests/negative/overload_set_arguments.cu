// An overloaded function's address given where no overload fits: a pointer of another type, a
// template parameter that every overload would deduce, and `void*`.
__device__ int twice(int x) { return 2 * x; }
__device__ double twice(double x) { return 3 * x; }
__device__ int call_int(int (*f)(int), int v) { return f(v); }
__device__ int call_long(long (*f)(long), long v) { return (int)f(v); }
template <class F> __device__ int call_any(F f, int v) { return f(v); }
__device__ int take_ptr(void* p) { return p != 0; }
__global__ void kernel(int* out)
{
    out[0] = call_long(&twice, 1);
    out[1] = call_any(&twice, 2);
    out[2] = take_ptr(&twice);
    out[3] = call_int(&twice, 7);
}
