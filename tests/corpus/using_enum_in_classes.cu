// corpus: `using enum E;` in a class (C++20) makes E's enumerators members of the class:
// named alone in its member functions, and with the class's name outside
#include <cstdio>

enum class Color { Red = 1, Green = 2, Blue = 4 };
namespace paint {
enum class Finish : short { Matte = 10, Gloss = 20 };
}

struct Brush {
    using enum Color;
    using enum paint::Finish;
    Color c = Green;
    __host__ __device__ int code() const { return (int)c * 100 + (int)Gloss; }
    __host__ __device__ bool warm() const { return c == Red; }
};

__host__ __device__ void run(int* out) {
    int j = 0;
    Brush b;
    out[j++] = b.code();
    out[j++] = b.warm();
    b.c = Brush::Red;
    out[j++] = b.warm();
    out[j++] = (int)Brush::Blue + (int)Brush::Matte;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    run(host);
    for (int k = 0; k < 4; ++k) printf("%d%s", out[k], k == 3 ? "\n" : " ");
    for (int k = 0; k < 4; ++k) printf("%d%s", host[k], k == 3 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
