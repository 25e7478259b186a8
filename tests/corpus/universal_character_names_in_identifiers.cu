// corpus: an identifier may be spelled with universal character names, and is the same
// identifier as the one spelled with the characters themselves (in device code, for names
// that are not device entities, which nvcc requires in ASCII)
#include <cstdio>

#define GR\u00d6SSE(x) ((x) * 2)

__global__ void kernel(int* out) {
    int caf\u00e9 = 4;
    int größe = 5;
    int \u03c0_digits = 314;
    out[0] = café + gr\u00f6\u00dfe + GRÖSSE(3);
    out[1] = π_digits;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d\n", out[0], out[1]);
    cudaFree(out);
    return 0;
}
