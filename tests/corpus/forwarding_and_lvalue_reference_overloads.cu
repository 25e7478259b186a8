// corpus: partial ordering of function templates by their references: f(T&) over f(T&&) for an lvalue, whichever is declared first, f(const T&) over f(T&), f(T&&) alone taking rvalues
#include <cstdio>

struct Widget {
    int id;
};

template <class T> __host__ __device__ int forward_first(T&&) { return 1; }
template <class T> __host__ __device__ int forward_first(T&) { return 2; }

template <class T> __host__ __device__ int lvalue_first(T&) { return 2; }
template <class T> __host__ __device__ int lvalue_first(T&&) { return 1; }

template <class T> __host__ __device__ int three(T&&) { return 1; }
template <class T> __host__ __device__ int three(T&) { return 2; }
template <class T> __host__ __device__ int three(const T&) { return 3; }

__host__ __device__ Widget make() { return Widget{7}; }

__host__ __device__ void run(int* out)
{
    int i = 0;
    const int c = 1;
    Widget w{3};
    const Widget cw{4};
    out[0] = forward_first(i) * 10 + forward_first(c);
    out[1] = forward_first(w) * 10 + forward_first(cw);
    out[2] = forward_first(5) * 10 + forward_first(make());
    out[3] = lvalue_first(i) * 10 + lvalue_first(cw);
    out[4] = lvalue_first(static_cast<int&&>(i));
    out[5] = three(i) * 100 + three(c) * 10 + three(make());
    out[6] = three(cw);
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    const int n = 7;
    int* d;
    cudaMalloc(&d, n * sizeof(int));
    kernel<<<1, 1>>>(d);
    int dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %d host %d\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
