// corpus: __managed__ and __device__ variables whose declarations define their types (a named or unnamed struct, a union, an enumeration, several declarators)
#include <cstdio>
#include <cuda_runtime.h>

__managed__ struct Named { int a; double b; } pv = {1, 2.5};
__managed__ struct { int count; float scale; } unnamed = {3, 0.5f};
__managed__ union Bits { int i; float f; } bits = {7};
__managed__ enum Color { RED = 3, GREEN = 5 } color = GREEN;
__managed__ struct { int v; } first = {1}, second = {2};
__device__ struct Pair { int x, y; } pair = {4, 6};
__device__ struct : Named { int extra; } derived;

__global__ void update() {
    pv.a += 10;
    pv.b *= 2.0;
    unnamed.count *= unnamed.scale * 4;
    bits.i += 1;
    color = color == GREEN ? RED : GREEN;
    first.v += second.v;
    second.v *= 10;
    pair.x += pair.y;
    derived.a = 40;
    derived.extra = pair.x + 2;
}

int main() {
    update<<<1, 1>>>();
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("error: %s\n", cudaGetErrorString(err));
        return 1;
    }
    Pair p;
    cudaMemcpyFromSymbol(&p, pair, sizeof p);
    int extra = 0;
    cudaMemcpyFromSymbol(&extra, derived, sizeof extra, sizeof(Named));
    printf("pv = {%d, %.2f}\n", pv.a, pv.b);
    printf("unnamed = {%d, %.2f}\n", unnamed.count, unnamed.scale);
    printf("bits.i = %d\n", bits.i);
    printf("color = %d (RED is %d)\n", (int)color, (int)RED);
    printf("first.v = %d, second.v = %d\n", first.v, second.v);
    printf("pair = {%d, %d}, derived.extra = %d\n", p.x, p.y, extra);
    return 0;
}
