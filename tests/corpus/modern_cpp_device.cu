// corpus: auto, constexpr, enum class, if constexpr, static_assert, structured bindings, range-for in device code
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "CUDA error '%s' at %s:%d\n",                  \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

enum class Op : int { Add = 0, Mul = 1, Max = 2, Xor = 3 };

constexpr int kLanes = 32;
__host__ __device__ constexpr int cube(int x) { return x * x * x; }
static_assert(cube(3) == 27, "constexpr evaluation");
static_assert(static_cast<int>(Op::Xor) == 3, "enum values");

struct Pair {
    int first;
    long long second;
};

template <Op op>
__device__ int combine(int a, int b) {
    if constexpr (op == Op::Add) return a + b;
    else if constexpr (op == Op::Mul) return a * b;
    else if constexpr (op == Op::Max) return a > b ? a : b;
    else return a ^ b;
}

__device__ Pair minmaxSum(const int (&v)[4]) {
    int mn = v[0];
    long long s = 0;
    for (auto x : v) {  // range-based for over a local array
        if (x < mn) mn = x;
        s += x;
    }
    return {mn, s};
}

__global__ void modern(int* out, Op op) {
    constexpr int kSize = cube(2);  // 8, usable as an array bound
    int local[kSize];
    const auto t = static_cast<int>(threadIdx.x);
    for (int k = 0; k < kSize; ++k) local[k] = (t + k) % kLanes;
    int acc = (op == Op::Mul) ? 1 : 0;
    for (int k = 0; k < kSize; ++k) {
        switch (op) {
            case Op::Add: acc = combine<Op::Add>(acc, local[k]); break;
            case Op::Mul: acc = combine<Op::Mul>(acc, local[k] % 3 + 1); break;
            case Op::Max: acc = combine<Op::Max>(acc, local[k]); break;
            case Op::Xor: acc = combine<Op::Xor>(acc, local[k] * 7); break;
        }
    }
    int quad[4] = {local[0] - 10, local[3], local[5] - 20, local[7]};
    auto [mn, s] = minmaxSum(quad);  // structured binding
    decltype(acc) result = acc * 1000 + mn * 10 + static_cast<int>(s % 10);
    out[t] = result;
}

int main() {
    int* d;
    CHECK(cudaMalloc(&d, kLanes * sizeof(int)));
    const Op ops[] = {Op::Add, Op::Mul, Op::Max, Op::Xor};
    const char* names[] = {"add", "mul", "max", "xor"};
    for (auto op : ops) {
        modern<<<1, kLanes>>>(d, op);
        CHECK(cudaGetLastError());
        int h[kLanes];
        CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
        long long sum = 0;
        for (auto v : h) sum += v;
        printf("%s: t0=%d t5=%d t31=%d sum=%lld\n", names[static_cast<int>(op)], h[0], h[5], h[31], sum);
    }
    cudaFree(d);
    return 0;
}
