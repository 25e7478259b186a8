// corpus: an overloaded function's name or address given to a function template deduces from the one overload that fits the parameter's pattern: free functions, references to functions, and const-overloaded member functions
#include <cstdio>

__device__ int scale(int x, int) { return 4 * x; }
__device__ float scale(float x, float) { return 5 * x; }

__device__ int twice(int x) { return 2 * x; }
__device__ double twice(double x) { return 3 * x; }

struct Counter {
    int n;
    __device__ int get() { return n + 100; }
    __device__ int get() const { return n; }
    __device__ float half(float) const { return n / 2.0f; }
    __device__ float half(int) const { return -1.0f; }
};

template <class A>
__device__ A apply_first_int(A (*f)(A, int), A v)
{
    return f(v, 1);
}

template <class A>
__device__ A apply_by_reference(A (&f)(A, int), A v)
{
    return f(v, 2);
}

template <class R, class C>
__device__ R call_const(R (C::*m)() const, const C& c)
{
    return (c.*m)();
}

template <class R, class C>
__device__ R call_mutable(R (C::*m)(), C& c)
{
    return (c.*m)();
}

template <class R, class C>
__device__ R call_with_float(R (C::*m)(float) const, const C& c)
{
    return (c.*m)(1.0f);
}

__device__ int call_int(int (*f)(int), int v) { return f(v); }

__global__ void kernel(int* out, float* fout)
{
    Counter c{6};
    out[0] = apply_first_int(scale, 2);
    out[1] = apply_first_int(&scale, 3);
    out[2] = apply_by_reference(scale, 5);
    out[3] = call_const(&Counter::get, c);
    out[4] = call_mutable(&Counter::get, c);
    out[5] = call_int(&twice, 7);
    out[6] = call_int(twice, 8);
    fout[0] = call_with_float(&Counter::half, c);
}

int main()
{
    int* out;
    float* fout;
    cudaMallocManaged(&out, 7 * sizeof(int));
    cudaMallocManaged(&fout, sizeof(float));
    kernel<<<1, 1>>>(out, fout);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d %d %d %g\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6],
           fout[0]);
    cudaFree(out);
    cudaFree(fout);
    return 0;
}
