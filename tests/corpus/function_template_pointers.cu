// Pointers to instances of function templates: with written arguments (`&square<int>`),
// deduced from the pointer's type (`int (*f)(int) = square;`), chosen among overloads (a
// function before a template), inside other templates, and in a table of device pointers.
#include <cstdio>

template <class T> __device__ T square(T x) { return x * x; }
template <class T> __device__ T negate(T x) { return -x; }
template <class T, int K> __device__ T scale(T x) { return x * K; }

__device__ int twice(int x) { return 2 * x; }
template <class T> __device__ T twice(T x) { return x + x + 1000; }

template <class F> __device__ int apply(F f, int x) { return f(x); }

template <class T> __device__ T apply_all(T x)
{
    T (*steps[])(T) = {&square<T>, negate<T>, scale<T, 3>};
    for (auto step : steps)
        x = step(x);
    return x;
}

typedef float (*float_op)(float);
__device__ float_op table[] = {square<float>, negate, scale<float, 10>};

__global__ void run(int *out, float *fout)
{
    int (*f)(int) = &square<int>;
    out[0] = f(7);
    int (*g)(int) = square;
    out[1] = g(5);
    out[2] = apply(scale<int, 4>, 6);
    int (*h)(int) = twice;
    out[3] = h(21);
    long (*l)(long) = twice;
    out[4] = (int)l(21);
    out[5] = apply_all(2);
    for (int i = 0; i < 3; ++i)
        fout[i] = table[i](1.5f);
    fout[3] = apply_all(0.5f);
}

int main()
{
    int *d, h[6];
    float *fd, fh[4];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&fd, sizeof fh);
    run<<<1, 1>>>(d, fd);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(fh, fd, sizeof fh, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; ++i)
        printf("%d ", h[i]);
    printf("\n%.3f %.3f %.3f %.3f\n", fh[0], fh[1], fh[2], fh[3]);
    cudaFree(d);
    cudaFree(fd);
    return 0;
}
