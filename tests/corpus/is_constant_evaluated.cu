// `std::is_constant_evaluated()` (C++20): true where a constant expression is computed (a
// `constexpr` variable, a template argument, an array bound), false in code that runs, for
// the same `constexpr` function called both ways; a function that counts bits by a loop in
// constants and with `__popc` when it runs.
#include <cstdio>
#include <type_traits>

constexpr int where() { return std::is_constant_evaluated() ? 1 : 2; }

__device__ constexpr int bits(unsigned x) {
    if (std::is_constant_evaluated()) {
        int n = 0;
        for (; x; x >>= 1) n += x & 1;
        return n;
    }
#ifdef __CUDA_ARCH__
    return __popc(x);
#else
    return -1;
#endif
}

template <int N>
struct Tag {
    static constexpr int value = N;
};

__global__ void kernel(const unsigned *in, int *out) {
    constexpr int constant = where();
    int running = where();
    int bound[where() + 2];
    constexpr int folded = bits(0xF0F0u);
    out[0] = constant;
    out[1] = running;
    out[2] = Tag<where()>::value;
    out[3] = sizeof(bound) / sizeof(int);
    out[4] = folded;
    out[5] = bits(in[threadIdx.x]);
}

int main() {
    unsigned *in;
    int *out;
    cudaMallocManaged(&in, sizeof(unsigned));
    cudaMallocManaged(&out, 6 * sizeof(int));
    in[0] = 0xFFFF0001u;
    kernel<<<1, 1>>>(in, out);
    cudaDeviceSynchronize();
    printf("constexpr %d, run %d, template argument %d, bound %d, bits %d and %d\n", out[0],
           out[1], out[2], out[3], out[4], out[5]);
    printf("host: constexpr %d, run %d\n", [] { constexpr int c = where(); return c; }(), where());
    return 0;
}
