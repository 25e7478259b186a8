// __attribute__((aligned(N))) after a variable's declarator: device, shared and local variables at addresses of that alignment.
#include <cstdio>
__device__ char pad1;
__device__ int g __attribute__((aligned(64)));
__device__ char pad2;
__device__ int h __attribute__((aligned(128))) = 5;
__global__ void k(int* o) {
    __shared__ char spad;
    __shared__ float buf[8] __attribute__((aligned(64)));
    char lpad;
    int loc __attribute__((aligned(32))) = 1;
    spad = 1; lpad = 2; buf[0] = spad + lpad;
    o[0] = (int)((size_t)&g % 64); o[1] = (int)((size_t)&h % 128); o[2] = (int)((size_t)buf % 64); o[3] = (int)((size_t)&loc % 32) + (int)buf[0] - 3 + loc - 1;
}
int main() { int* o; cudaMallocManaged(&o, 16); k<<<1, 1>>>(o); cudaDeviceSynchronize(); printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]); }
