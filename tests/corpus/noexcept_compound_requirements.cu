// corpus (C++20): a compound requirement's `noexcept` (`{ a.swap(b) } noexcept;`) holds only
// for an expression that throws nothing, which picks the constrained overload
#include <cstdio>

struct Quiet {
    __host__ __device__ void swap(Quiet&) noexcept {}
};
struct Loud {
    __host__ __device__ void swap(Loud&) {}
};
template <class T>
concept NothrowSwap = requires(T& a, T& b) {
    { a.swap(b) } noexcept;
};
template <class T>
concept Swaps = requires(T& a, T& b) {
    { a.swap(b) };
};
template <class T> __host__ __device__ int pick(T&) requires NothrowSwap<T> { return 1; }
template <class T> __host__ __device__ int pick(T&) { return 0; }

__host__ __device__ void run(int* out) {
    Quiet q;
    Loud l;
    out[0] = NothrowSwap<Quiet> * 1000 + NothrowSwap<Loud> * 100 + Swaps<Quiet> * 10 + Swaps<Loud>;
    out[1] = pick(q) * 10 + pick(l);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[2];
    run(host);
    printf("%d %d\n%d %d\n", out[0], out[1], host[0], host[1]);
    cudaFree(out);
    return 0;
}
