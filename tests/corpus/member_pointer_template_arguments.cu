// Device function templates whose arguments are pointers to members: to data members of a
// class and of its base, and to a member function, each chosen by the template argument
// written in a kernel.
#include <cstdio>

struct Base {
    int id;
};

struct Particle : Base {
    float x, y, z;
    __device__ float norm1() const { return fabsf(x) + fabsf(y) + fabsf(z); }
    __device__ float sum() const { return x + y + z; }
};

template <float Particle::*Axis> __device__ float component(const Particle& p) { return p.*Axis; }

template <int Base::*Field> __device__ int field(const Particle& p) { return p.*Field; }

template <float (Particle::*Measure)() const> __device__ float measure(const Particle& p) {
    return (p.*Measure)();
}

__global__ void kernel(const Particle* ps, float* out, int* ids) {
    int i = threadIdx.x;
    const Particle& p = ps[i];
    out[4 * i] = component<&Particle::x>(p);
    out[4 * i + 1] = component<&Particle::z>(p);
    out[4 * i + 2] = measure<&Particle::norm1>(p);
    out[4 * i + 3] = measure<&Particle::sum>(p);
    ids[i] = field<&Base::id>(p);
}

int main() {
    Particle h[2];
    h[0].id = 7;
    h[0].x = 1.0f, h[0].y = -2.0f, h[0].z = 3.0f;
    h[1].id = 9;
    h[1].x = -0.5f, h[1].y = 0.25f, h[1].z = -4.0f;
    Particle* d;
    float* out;
    int* ids;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&out, 8 * sizeof(float));
    cudaMalloc(&ids, 2 * sizeof(int));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    kernel<<<1, 2>>>(d, out, ids);
    float r[8];
    int id[2];
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(id, ids, sizeof id, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i)
        printf("particle %d: x %g z %g norm1 %g sum %g\n", id[i], r[4 * i], r[4 * i + 1],
               r[4 * i + 2], r[4 * i + 3]);
    return 0;
}
