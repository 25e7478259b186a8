// corpus: Normal samples from Philox generators, four at a time, counted into a histogram of unit-wide
// bins in shared memory; the first thread's first samples are printed bit for bit.
#include <cstdio>
#include <curand_kernel.h>

#define BINS 8

__global__ void histogram(unsigned long long seed, unsigned int* bins, float* first)
{
    __shared__ unsigned int local[BINS];
    if (threadIdx.x < BINS)
        local[threadIdx.x] = 0;
    __syncthreads();
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandStatePhilox4_32_10_t state;
    curand_init(seed, id, 0, &state);
    for (int i = 0; i < 64; i++) {
        float4 v = curand_normal4(&state);
        if (id == 0 && i == 0) {
            first[0] = v.x; first[1] = v.y; first[2] = v.z; first[3] = v.w;
        }
        float s[4] = {v.x, v.y, v.z, v.w};
        for (int k = 0; k < 4; k++) {
            int b = (int)floorf(s[k]) + BINS / 2;
            b = b < 0 ? 0 : (b >= BINS ? BINS - 1 : b);
            atomicAdd(&local[b], 1u);
        }
    }
    __syncthreads();
    if (threadIdx.x < BINS)
        atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

__global__ void uniforms(unsigned long long seed, double* out)
{
    int id = threadIdx.x;
    curandStatePhilox4_32_10_t state;
    curand_init(seed, 0, 4 * id, &state);
    out[2 * id] = curand_uniform_double(&state);
    out[2 * id + 1] = curand_uniform(&state);
}

int main()
{
    unsigned int* bins;
    float* first;
    double* u;
    cudaMallocManaged(&bins, BINS * sizeof(unsigned int));
    cudaMallocManaged(&first, 4 * sizeof(float));
    cudaMallocManaged(&u, 8 * sizeof(double));
    for (int b = 0; b < BINS; b++)
        bins[b] = 0;
    histogram<<<16, 256>>>(2024ull, bins, first);
    uniforms<<<1, 4>>>(7ull, u);
    cudaDeviceSynchronize();
    for (int b = 0; b < BINS; b++)
        printf("[%2d, %2d): %u\n", b - BINS / 2, b - BINS / 2 + 1, bins[b]);
    printf("first: %.4f %.4f %.4f %.4f\n", first[0], first[1], first[2], first[3]);
    for (int i = 0; i < 8; i++)
        printf("u[%d] = %.15f\n", i, u[i]);
    cudaFree(bins);
    cudaFree(first);
    cudaFree(u);
    return 0;
}
