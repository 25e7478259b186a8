// corpus: Estimates pi by sampling points of the unit square: one XORWOW generator per thread, set up
// by its own kernel and kept in global memory between launches.
#include <cstdio>
#include <curand_kernel.h>

#define THREADS 128
#define BLOCKS 32
#define SAMPLES_PER_THREAD 2000

__global__ void setup(curandState* states, unsigned long long seed)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(seed, id, 0, &states[id]);
}

__global__ void sample(curandState* states, unsigned long long* inside)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandState local = states[id];
    unsigned int count = 0;
    for (int i = 0; i < SAMPLES_PER_THREAD; i++) {
        float x = curand_uniform(&local);
        float y = curand_uniform(&local);
        if (x * x + y * y <= 1.0f)
            count++;
    }
    states[id] = local;
    atomicAdd(inside, (unsigned long long)count);
}

int main()
{
    const int n = THREADS * BLOCKS;
    curandState* states;
    unsigned long long* inside;
    cudaMalloc(&states, n * sizeof(curandState));
    cudaMalloc(&inside, sizeof(unsigned long long));
    cudaMemset(inside, 0, sizeof(unsigned long long));
    setup<<<BLOCKS, THREADS>>>(states, 1234ull);
    for (int round = 0; round < 2; round++) {
        sample<<<BLOCKS, THREADS>>>(states, inside);
        unsigned long long hits;
        cudaMemcpy(&hits, inside, sizeof(hits), cudaMemcpyDeviceToHost);
        unsigned long long total = (unsigned long long)n * SAMPLES_PER_THREAD * (round + 1);
        printf("round %d: %llu of %llu inside, pi ~ %.6f\n", round, hits, total, 4.0 * hits / total);
    }
    printf("sizeof(curandState) = %zu\n", sizeof(curandState));
    cudaFree(states);
    cudaFree(inside);
    return 0;
}
