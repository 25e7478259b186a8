// A project built with separate compilation and a device link step, as CMake's
// CUDA_SEPARABLE_COMPILATION builds it.
#include <cstdio>
#include "physics.cuh"

void run_particles(Particle *d, int n);

int main()
{
    const int n = 200;
    Particle h[n];
    for (int i = 0; i < n; ++i)
        h[i] = Particle{0.05f * i, 0.0f};
    Particle *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    float g = -4.0f;
    cudaMemcpyToSymbol(physics::gravity, &g, sizeof(float));
    run_particles(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    unsigned int bounces = 0;
    cudaMemcpyFromSymbol(&bounces, physics::bounces, sizeof(bounces));
    printf("bounces %u\n", bounces);
    for (int i = 0; i < n; i += 40)
        printf("particle %3d: x %8.4f v %8.4f\n", i, h[i].x, h[i].v);
    launch_physics_report(4);
    cudaError_t e = cudaGetLastError();
    printf("%s\n", cudaGetErrorString(e));
    cudaFree(d);
    return 0;
}
