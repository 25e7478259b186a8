// corpus: a pointer to a const member function is no template argument for a parameter of
// pointer-to-non-const type: substitution fails, as CUB's BinaryOpHasIdxParam detects whether a
// functor takes an index
#include <cstdio>

template <typename T, typename Op>
struct TakesIndex {
    template <typename B, bool (B::*)(const T&, const T&, int) const> struct ConstProbe {};
    template <typename B, bool (B::*)(const T&, const T&, int)> struct Probe {};
    template <typename B> __host__ __device__ static char test(ConstProbe<B, &B::operator()>*);
    template <typename B> __host__ __device__ static char test(Probe<B, &B::operator()>*);
    template <typename B> __host__ __device__ static int test(...);
    static const bool VALUE = sizeof(test<Op>(NULL)) == sizeof(char);
};

template <typename T, typename Op>
struct TakesIndexNonConst {
    template <typename B, bool (B::*)(const T&, const T&, int)> struct Probe {};
    template <typename B> __host__ __device__ static char test(Probe<B, &B::operator()>*);
    template <typename B> __host__ __device__ static int test(...);
    static const bool VALUE = sizeof(test<Op>(NULL)) == sizeof(char);
};

struct Differs {
    __device__ bool operator()(const int& a, const int& b) const { return a != b; }
};
struct DiffersAt {
    __device__ bool operator()(const int& a, const int& b, int) const { return a != b; }
};
struct Mutating {
    int calls;
    __device__ bool operator()(const int& a, const int& b, int) { return ++calls, a != b; }
};

__global__ void detect(int* out) {
    out[0] = TakesIndex<int, Differs>::VALUE;
    out[1] = TakesIndex<int, DiffersAt>::VALUE;
    out[2] = TakesIndex<int, Mutating>::VALUE;
    out[3] = TakesIndexNonConst<int, DiffersAt>::VALUE;
    out[4] = TakesIndexNonConst<int, Mutating>::VALUE;
}

int main() {
    int* d;
    cudaMalloc(&d, 5 * sizeof(int));
    detect<<<1, 1>>>(d);
    int h[5];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("Differs %d DiffersAt %d Mutating %d; non-const probe: DiffersAt %d Mutating %d\n",
           h[0], h[1], h[2], h[3], h[4]);
    cudaFree(d);
    return 0;
}
