// corpus: sizeof and alignof of an expression that begins with a type (T{...}, T(...)) where
// a type alone would be expected, and of a parenthesized type
#include <cstdio>

struct Pair { int x, y; };
struct Wide { double d; char c; };

__global__ void kernel(int* out) {
    out[0] = sizeof(Pair{1, 2});
    out[1] = sizeof(int{3});
    out[2] = sizeof(int(3));
    out[3] = sizeof(Pair(Pair{1, 2}));
    out[4] = sizeof(Wide{}.c);
    out[5] = sizeof(Pair);
    out[6] = sizeof(double(1) + 1);
    out[7] = alignof(Wide);
}

int main() {
    int* out;
    cudaMallocManaged(&out, 8 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; ++i)
        printf("%d%c", out[i], i == 7 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
