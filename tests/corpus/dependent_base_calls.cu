// corpus: a device member function of a class template calls a member function of its
// dependent base by its name alone with an argument (as CUB's radix sort digit extractors
// call ProcessFloatMinusZero): nvcc's front end finds the base's function where nothing else
// declares the name
#include <cstdio>

template <class Key> struct BaseExtractor {
    typedef unsigned Bits;
    static __device__ Bits process_minus_zero(Bits key) { return key == 0x80000000u ? 0u : key; }
    __device__ Bits twice(Bits key) const { return key * 2; }
};

template <class Key> struct ShiftExtractor : BaseExtractor<Key> {
    using typename BaseExtractor<Key>::Bits;
    int shift;
    __device__ unsigned digit(Bits key) const {
        return (process_minus_zero(key) >> shift) & 0xf;
    }
    __device__ unsigned doubled(Bits key) const { return twice(key); }
};

__global__ void kernel(unsigned *out) {
    ShiftExtractor<float> e;
    e.shift = 4;
    out[0] = e.digit(0x80000000u);
    out[1] = e.digit(0x000000a0u);
    out[2] = e.doubled(21);
}

int main() {
    unsigned *d, h[3];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("minus zero %u, digit %u, doubled %u\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
