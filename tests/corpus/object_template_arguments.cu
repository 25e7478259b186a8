// Device function templates whose arguments are device variables: a pointer to an array, to a
// __constant__ array in a namespace, to a scalar, and a reference, handed on from one template
// to another.
#include <cstdio>

__device__ int table[4] = {1, 2, 3, 4};
__device__ int counter;
__device__ int tally;

namespace coefficients {
__constant__ float weights[2] = {0.5f, 2.0f};
}

template <int* P> __device__ int pick(int i) { return P[i] * 10; }

template <int& R> __device__ void addTo(int v) { atomicAdd(&R, v); }

template <int& R> __device__ void relay(int v) { addTo<R>(v); }

template <const float* W> __device__ float weigh(float x, int i) { return x * W[i]; }

template <int* C> __device__ void store(int v) { *C = v; }

__global__ void readTable(int* out) { out[threadIdx.x] = pick<table>(threadIdx.x); }

__global__ void bump(int by) { addTo<counter>(by); }

template <typename T> __global__ void scale(T* v) { v[threadIdx.x] = weigh<coefficients::weights>(v[threadIdx.x], threadIdx.x); }

__global__ void storeAndRelay(int v) {
    if (threadIdx.x == 0)
        store<&counter>(v);
    relay<tally>(threadIdx.x);
}

int main() {
    int* d;
    cudaMalloc(&d, 4 * sizeof(int));
    readTable<<<1, 4>>>(d);
    int h[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("table through a pointer argument: %d %d %d %d\n", h[0], h[1], h[2], h[3]);

    bump<<<2, 32>>>(3);
    int c = 0;
    cudaMemcpyFromSymbol(&c, counter, sizeof c);
    printf("counter through a reference argument: %d\n", c);

    float* v;
    cudaMalloc(&v, 2 * sizeof(float));
    float hv[2] = {3.0f, 5.0f};
    cudaMemcpy(v, hv, sizeof hv, cudaMemcpyHostToDevice);
    scale<<<1, 2>>>(v);
    cudaMemcpy(hv, v, sizeof hv, cudaMemcpyDeviceToHost);
    printf("weighed by a __constant__ array: %g %g\n", hv[0], hv[1]);

    storeAndRelay<<<1, 8>>>(7);
    cudaMemcpyFromSymbol(&c, counter, sizeof c);
    printf("stored through &counter: %d\n", c);
    cudaMemcpyFromSymbol(&c, tally, sizeof c);
    printf("tally through a relayed reference: %d\n", c);

    cudaFree(d);
    cudaFree(v);
    return 0;
}
