// Idioms of generic CUDA algorithm libraries: extended lambdas that use the enclosing
// function's local typedefs and a captured variable that a local union's member shares a name
// with, a member function's lambdas using enumerations of the function and of their own body
// (one hiding a data member of its name), `#pragma unroll` written by a macro, `std::forward` after `<iterator>` alone, a
// defaulted template parameter after a pack (`int N = sizeof...(U)`, an `enable_if` test), two
// packs of which the first is given explicitly (`sizes<int, float>(1, 2, 3)`), a
// variadic class template declared before its definition, a class declared with an attribute
// that names itself as a template, and a `constexpr` function with a default argument in an
// enumerator.
#include <cstdio>
#include <iterator>
#include <type_traits>

#ifdef __CUDA_ARCH__
#define UNROLL #pragma unroll
#else
#define UNROLL
#endif

template <class F> __global__ void launch_each(F f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) f(i);
}

template <class T> void scale_by_index(T *data, int n)
{
    typedef T value_t;
    using index_t = int;
    struct pair_t { value_t a; index_t b; };
    auto k = [=] __device__(index_t i) {
        pair_t p = {value_t(i) * value_t(2), i};
        data[p.b] = p.a + data[p.b];
    };
    launch_each<<<1, 32>>>(k, n);
}

void reverse_through_shared(int *out, const int *keys)
{
    auto k = [=] __device__(int tid) {
        __shared__ union { int keys[8]; float other[8]; } shared;
        shared.keys[tid] = keys[tid] * 2;
        __syncthreads();
        out[tid] = shared.keys[7 - tid];
    };
    launch_each<<<1, 8>>>(k, 8);
}

struct tiler {
    int nv;
    int scale;
    void run(int *out)
    {
        for (int pass = 1; pass <= 2; ++pass) {
            enum { width = 3 };
            int factor = scale * pass;
            auto k = [=] __device__(int tid) {
                enum { nt = 4, nv = nt * 2 };
                out[tid] = factor * 100 + width * 10 + nv + tid;
            };
            launch_each<<<1, 4>>>(k, 4);
        }
    }
};

template <class T> __host__ __device__ T &&pass(T &x) { return std::forward<T &&>(x); }

template <class... U, int N = sizeof...(U)> __host__ __device__ int count(U...) { return N; }
template <class... U, class = typename std::enable_if<sizeof...(U) == 1>::type>
__host__ __device__ int only_one(const U &...) { return 1; }
template <class... U, class = typename std::enable_if<(sizeof...(U) > 1)>::type, class = void>
__host__ __device__ int only_one(const U &...) { return 2; }

template <class... T, class... U> __host__ __device__ int sizes(U...) { return sizeof...(T) * 10 + sizeof...(U); }

template <class... T> struct holder;
template <class... T> struct holder {
    int count;
    template <class... U> __host__ __device__ holder(const U &...) : count(sizeof...(T) * 10 + sizeof...(U)) {}
};

template <class T> struct __attribute__((aligned)) box {
    int n;
    __host__ __device__ box() : n(1) {}
    template <class U> __host__ __device__ box(const box<U> &other) : n(other.n + 1) {}
};

__host__ __device__ constexpr int log2_of(int x, int p = 0) { return x > 1 ? log2_of(x / 2, p) + 1 : p; }
template <int NT> struct passes {
    enum { n = log2_of(NT), shifted = log2_of(NT, 1) };
};

__global__ void misc(int *out)
{
    int s = 0;
    UNROLL
    for (int i = 1; i <= 4; ++i) s += i;
    out[0] = s;
    int seven = 7;
    out[1] = pass(seven);
    out[2] = count(1, 2.0f, 'c') * 10 + count();
    out[3] = only_one(5) * 10 + only_one(1, 2);
    holder<int, float> h(1, 2.0, 3);
    out[4] = h.count;
    box<float> b;
    box<int> c(b);
    out[5] = c.n;
    out[6] = passes<128>::n * 10 + passes<2>::shifted;
    out[7] = sizes<int, float>(1, 2, 3) * 100 + sizes<>(1);
}

int main()
{
    float hf[20], *df;
    for (int i = 0; i < 20; i++) hf[i] = 0.5f;
    cudaMalloc(&df, sizeof hf);
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    scale_by_index(df, 20);
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    printf("%g %g %g\n", hf[0], hf[1], hf[19]);

    int keys[8] = {1, 2, 3, 4, 5, 6, 7, 8}, *dk, *dout, res[8];
    cudaMalloc(&dk, sizeof keys);
    cudaMalloc(&dout, sizeof res);
    cudaMemcpy(dk, keys, sizeof keys, cudaMemcpyHostToDevice);
    reverse_through_shared(dout, dk);
    cudaMemcpy(res, dout, sizeof res, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d ", res[i]);
    printf("\n");

    tiler t = {99, 5};
    t.run(dout);
    cudaMemcpy(res, dout, 4 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", res[0], res[1], res[2], res[3]);

    misc<<<1, 1>>>(dout);
    cudaMemcpy(res, dout, 8 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d ", res[i]);
    printf("\n%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
