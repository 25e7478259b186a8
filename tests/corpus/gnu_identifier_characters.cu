// corpus: identifiers as GCC reads them: `$` in names and macro names, characters outside
// ASCII written as themselves (an emoji too) or as universal character names
#include <cstdio>

#define $twice(x) ((x) * 2)

__host__ __device__ int run() {
    int a$b = 5;
    int café = 2;
    int 😀 = 3;
    int \U0001F600x = 4;
    return $twice(a$b) * 1000 + café * 100 + 😀 * 10 + 😀x;
}

__global__ void kernel(int* out) { *out = run(); }

int main() {
    int* out;
    cudaMallocManaged(&out, sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d\n", *out, run());
    cudaFree(out);
    return 0;
}
