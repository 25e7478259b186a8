// corpus: constant expressions compute in their operands' types: N - 1 of an unsigned template parameter N given 0, and A - 1 of an unsigned enumerator A, wrap
#include <cstdio>
#include <cuda_runtime.h>

template <unsigned N> struct Bounds {
    static const unsigned last = N - 1;
    static const unsigned long long widened = N - 1;
    static const bool wraps = (N - 1) > 5;
    enum { wraps_enum = (N - 1) > 5 };
};

template <unsigned long long V> struct Holder {
    static const unsigned long long value = V;
};

template <class T, T V> struct Typed {
    static const bool below = (V - 1) < 0;
};

enum Plain : unsigned { kZero = 0 };
namespace limits {
enum Wide : unsigned long long { kNone = 0 };
}
enum Huge { kTop = 0x80000000 };

template <unsigned short S> __device__ constexpr int shifted() { return (S - 1) >> 20; }

template <unsigned N> __global__ void probe(unsigned long long* out) {
    out[0] = Bounds<N>::last;
    out[1] = Bounds<N>::widened;
    out[2] = Bounds<N>::wraps;
    out[3] = Bounds<N>::wraps_enum;
    out[4] = Holder<N - 1>::value;
    constexpr auto c = N - 1;
    out[5] = c > 7;
    int a[(N - 1) > 100 ? 2 : 1];
    out[6] = sizeof(a);
    out[7] = Typed<unsigned, N>::below;
    out[8] = Typed<int, (int)N>::below;
    out[9] = shifted<0>();
    out[10] = (N - 1) / 2;
    int e[(kZero - 1) > 5 ? 2 : 1];
    out[11] = sizeof(e);
    static_assert(limits::kNone - 1 > 0, "unsigned long long enumerator");
    out[12] = limits::kNone - 1;
    out[13] = (kTop + kTop) == 0;
}

int main() {
    unsigned long long* out;
    cudaMallocManaged(&out, 14 * sizeof(unsigned long long));
    probe<0><<<1, 1>>>(out);
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("error: %s\n", cudaGetErrorString(err));
        return 1;
    }
    for (int i = 0; i < 14; ++i) printf("out[%d] = %llu\n", i, out[i]);
    cudaFree(out);
    return 0;
}
