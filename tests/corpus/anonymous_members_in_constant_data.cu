// corpus: device and constant variables whose classes hold anonymous unions and structs,
// initialized with braces around them or with the braces elided (a union's elided list
// initializes its first member alone)
#include <cstdio>

struct Slot { int a; union { int u; float f; }; int z; };
struct Pair { int a; struct { int x; int y; }; int z; };
union Word { int i; short s; };
struct Boxed { Word w; int z; };

__device__ Slot braced = {1, {2}, 3};
__device__ Slot elided = {4, 5, 6};
__constant__ Pair constant_pair = {7, {8, 9}, 10};
__device__ Pair elided_pair = {11, 12, 13, 14};
__device__ Boxed boxed = {7, 8};
__device__ Word words[2] = {1, 2};

__global__ void kernel(int* o) {
    o[0] = braced.a * 100 + braced.u * 10 + braced.z;
    o[1] = elided.a * 100 + elided.u * 10 + elided.z;
    o[2] = constant_pair.a * 1000 + constant_pair.x * 100 + constant_pair.y * 10 + constant_pair.z;
    o[3] = elided_pair.a * 1000 + elided_pair.x * 100 + elided_pair.y * 10 + elided_pair.z;
    o[4] = boxed.w.i * 10 + boxed.z;
    o[5] = words[0].i * 10 + words[1].i;
}

int main() {
    int* o;
    cudaMallocManaged(&o, 6 * sizeof(int));
    kernel<<<1, 1>>>(o);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d %d\n", o[0], o[1], o[2], o[3], o[4], o[5]);
    cudaFree(o);
    return 0;
}
