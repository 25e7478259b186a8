// corpus: kernels calling device functions and using variables that physics.cu defines.
#include <cstdio>
#include "physics.cuh"

static __device__ int calls = 0;

template <int Steps>
__global__ void simulate(Particle *ps, int n, float dt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i == 0)
        atomicAdd(&calls, 1);
    if (i >= n)
        return;
    Particle p = ps[i];
    for (int s = 0; s < Steps; ++s) {
        p.v = physics::step_velocity(p.v, dt);
        p.x += p.v * dt;
        physics::bounce(p);
    }
    p.v = clamp_to(p.v, -20.0f, 20.0f);
    ps[i] = p;
}

static __global__ void report(int n)
{
    if (threadIdx.x == 0)
        printf("particles.cu report: %d\n", n);
}

void run_particles(Particle *d, int n)
{
    simulate<100><<<(n + 63) / 64, 64>>>(d, n, 0.01f);
    report<<<1, 1>>>(n);
    cudaDeviceSynchronize();
    int c = 0;
    cudaMemcpyFromSymbol(&c, calls, sizeof(int));
    printf("particles.cu calls: %d\n", c);
}
