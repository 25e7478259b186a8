// Device code shared between files: declared here, defined once in physics.cu.
#pragma once

struct Particle {
    float x, v;
};

namespace physics {
extern __constant__ float gravity;      // set by the host with cudaMemcpyToSymbol
extern __device__ unsigned int bounces; // counted by every file's kernels
__device__ float step_velocity(float v, float dt);
__device__ void bounce(Particle &p);
}

// A template defined in the header: each file instantiates its own copy.
template <typename T>
__device__ T clamp_to(T x, T lo, T hi)
{
    return x < lo ? lo : (x > hi ? hi : x);
}

void launch_physics_report(int n);
