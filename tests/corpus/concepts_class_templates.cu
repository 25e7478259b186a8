// C++20 concepts on class templates: constrained partial specializations chosen by their
// constraints (the more constrained of two alike), constrained primary templates, concepts
// built from other concepts, and a block reduction whose operator is checked by a concept.
#include <concepts>
#include <cstdio>

template <class T>
concept Number = std::integral<T> || std::floating_point<T>;

template <class Op, class T>
concept BinaryOp = requires(Op op, T a, T b) {
    { op(a, b) } -> std::convertible_to<T>;
};

template <class T>
struct Format {
    static constexpr const char *name = "other";
};
template <std::integral T>
struct Format<T> {
    static constexpr const char *name = "integer";
};
template <std::unsigned_integral T>
struct Format<T> {
    static constexpr const char *name = "unsigned integer";
};
template <std::floating_point T>
struct Format<T> {
    static constexpr const char *name = "floating point";
};
template <class T>
    requires(sizeof(T *) == 8)
struct Format<T *> {
    static constexpr const char *name = "64-bit pointer";
};

template <Number T, int N>
struct Vec {
    T v[N];
    __device__ T dot(const Vec &o) const {
        T s = 0;
        for (int i = 0; i < N; i++) s += v[i] * o.v[i];
        return s;
    }
};

struct Add {
    template <class T>
    __device__ T operator()(T a, T b) const { return a + b; }
};
struct Max {
    template <class T>
    __device__ T operator()(T a, T b) const { return a > b ? a : b; }
};

template <Number T, BinaryOp<T> Op>
__device__ T block_reduce(T x, Op op) {
    __shared__ T partial[256];
    partial[threadIdx.x] = x;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) partial[threadIdx.x] = op(partial[threadIdx.x], partial[threadIdx.x + s]);
        __syncthreads();
    }
    return partial[0];
}

template <Number T>
__global__ void reduce(const T *in, T *sum, T *max) {
    T x = in[blockIdx.x * blockDim.x + threadIdx.x];
    T s = block_reduce(x, Add{});
    T m = block_reduce(x, Max{});
    if (threadIdx.x == 0) {
        sum[blockIdx.x] = s;
        max[blockIdx.x] = m;
    }
}

__global__ void formats() {
    printf("int: %s\n", Format<int>::name);
    printf("unsigned: %s\n", Format<unsigned>::name);
    printf("double: %s\n", Format<double>::name);
    printf("float*: %s\n", Format<float *>::name);
    printf("float2: %s\n", Format<float2>::name);
    printf("float2*: %s\n", Format<float2 *>::name);
    Vec<int, 3> a{{1, 2, 3}}, b{{4, 5, 6}};
    Vec<float, 2> c{{0.5f, 1.5f}};
    printf("dot: %d %g\n", a.dot(b), c.dot(c));
    printf("ops: %d %d %d\n", BinaryOp<Add, int>, BinaryOp<Max, float>, BinaryOp<int, int>);
}

int main() {
    const int blocks = 4, threads = 256, n = blocks * threads;
    int *in, *sum, *max;
    cudaMallocManaged(&in, n * sizeof(int));
    cudaMallocManaged(&sum, blocks * sizeof(int));
    cudaMallocManaged(&max, blocks * sizeof(int));
    for (int i = 0; i < n; i++) in[i] = (i * 37) % 1001;
    reduce<<<blocks, threads>>>(in, sum, max);
    formats<<<1, 1>>>();
    cudaDeviceSynchronize();
    for (int b = 0; b < blocks; b++) printf("block %d: sum %d max %d\n", b, sum[b], max[b]);
    cudaFree(in);
    cudaFree(sum);
    cudaFree(max);
    return 0;
}
