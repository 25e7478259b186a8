// corpus: an array `new` with `()` or `{}` value-initializes every element (zeroes, then
// default member initializers), on the heap and in place; a braced list gives the first
// elements and value-initializes the rest
#include <cstdio>
#include <new>

struct Cell { int x; int y = 5; };

__host__ __device__ void run(int* out) {
    int j = 0;
    alignas(16) unsigned char buf[32];
    for (int i = 0; i < 32; i++) buf[i] = 0xAB;
    int* zeros = new (buf) int[3]{};
    out[j++] = zeros[0] + zeros[1] + zeros[2];
    for (int i = 0; i < 32; i++) buf[i] = 0xAB;
    Cell* cells = new (buf) Cell[2]{};
    out[j++] = cells[1].x * 10 + cells[1].y;
    int* dirty = new int[8];
    for (int i = 0; i < 8; i++) dirty[i] = 0x5555;
    delete[] dirty;
    int* braced = new int[8]{};
    int* parenthesized = new int[8]();
    int* listed = new int[4]{7, 8};
    out[j++] = braced[3] + parenthesized[5];
    out[j++] = listed[0] * 1000 + listed[1] * 100 + listed[2] * 10 + listed[3];
    delete[] braced;
    delete[] parenthesized;
    delete[] listed;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    run(host);
    printf("%d %d %d %d\n%d %d %d %d\n", out[0], out[1], out[2], out[3], host[0], host[1], host[2],
           host[3]);
    cudaFree(out);
    return 0;
}
