// corpus: the definitions the other files' device code links to (-dc, -dlink).
#include <cstdio>
#include "physics.cuh"

namespace physics {
__constant__ float gravity = -9.8f;
__device__ unsigned int bounces = 0;

__device__ float step_velocity(float v, float dt) { return v + gravity * dt; }

__device__ void bounce(Particle &p)
{
    if (p.x < 0.0f) {
        p.x = -p.x;
        p.v = -0.5f * p.v;
        atomicAdd(&bounces, 1u);
    }
}
}

// This file's own: particles.cu has a `calls` and a `report` of its own too.
static __device__ int calls = 0;
static __global__ void report(int n)
{
    atomicAdd(&calls, 1);
    if (threadIdx.x == 0)
        printf("physics.cu report: %d threads, %u bounces so far, clamp %d\n", n,
               physics::bounces, clamp_to(n, 0, 3));
}

void launch_physics_report(int n)
{
    report<<<1, n>>>(n);
    cudaDeviceSynchronize();
    int c = 0;
    cudaMemcpyFromSymbol(&c, calls, sizeof(int));
    printf("physics.cu calls: %d\n", c);
}
