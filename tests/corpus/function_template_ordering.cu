// Choosing among function templates: the more specialized one (`T*` over `T`, `const T&`
// over `T&` for a `const` argument, `Box<T>` over `T`), a template declared twice under other
// parameter names, a function that is no template over a template taking the same types, and
// two templates one of which takes part only where the other cannot.
#include <cstdio>
#include <type_traits>

template <class T> struct Box { T v; };

template <class T> __device__ int g(T, int);
template <class U> __device__ int g(U a, int b) { return 10 + b; }

template <class T> __device__ int ref(T&) { return 1; }
template <class T> __device__ int ref(const T&) { return 2; }

template <class T> __device__ int ptr(T*) { return 3; }
template <class T> __device__ int ptr(T) { return 4; }

template <class T> __device__ int box(T) { return 5; }
template <class T> __device__ int box(Box<T>) { return 6; }

template <class T> __device__ int plain(T, T) { return 7; }
__device__ int plain(int, int) { return 8; }

template <class T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
__device__ int kind(T) { return 1; }
template <class T, typename std::enable_if<!std::is_integral<T>::value, int>::type = 0>
__device__ int kind(T) { return 2; }

__global__ void choose(int* out)
{
    int x = 0;
    const int y = 1;
    Box<float> b{2.0f};
    out[0] = g(1, 2);
    out[1] = ref(x);
    out[2] = ref(y);
    out[3] = ptr(&x);
    out[4] = ptr(x);
    out[5] = box(b);
    out[6] = box(1.0);
    out[7] = plain(1, 2);
    out[8] = plain(1.0f, 2.0f);
    out[9] = kind(3) * 10 + kind(3.0f);
}

int main()
{
    int* d;
    cudaMalloc(&d, 10 * sizeof(int));
    choose<<<1, 1>>>(d);
    int h[10];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 10; ++i) printf("out[%d] = %d\n", i, h[i]);
    cudaFree(d);
    return 0;
}
