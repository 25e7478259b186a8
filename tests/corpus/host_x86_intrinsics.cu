// corpus: host code includes the host compiler's own headers (x86 intrinsics) beside kernels
#include <cstdio>
#include <emmintrin.h>

__global__ void fill(int* p, int v) { p[threadIdx.x] = v + threadIdx.x; }

int main() {
    int* d;
    int h[4];
    cudaMalloc(&d, sizeof h);
    fill<<<1, 4>>>(d, 40);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    __m128i v = _mm_loadu_si128((const __m128i*)h);
    v = _mm_add_epi32(v, _mm_set1_epi32(2));
    int o[4];
    _mm_storeu_si128((__m128i*)o, v);
    printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
    cudaFree(d);
    return 0;
}
