// corpus: member functions defined outside their classes, used by main.cu's kernels.
#include <cstdio>
#include "geometry.cuh"

namespace geom {
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y * o.y; }

__device__ Vec2 Vec2::scaled(float s) const { return Vec2{x * s, y * s}; }

__device__ Vec2 Vec2::from_angle(float radians)
{
    return Vec2{cosf(radians), sinf(radians)};
}

__device__ Accumulator::Accumulator() : sum_(0.0f), count_(0) {}

__device__ Accumulator &Accumulator::operator+=(float v)
{
    sum_ += v;
    ++count_;
    return *this;
}
}

// Defined with a qualified name from outside the namespace.
__device__ void geom::Vec2::normalize()
{
    float inv = rsqrtf(dot(*this));
    x *= inv;
    y *= inv;
}

__device__ float geom::Accumulator::mean() const { return count_ ? sum_ / count_ : 0.0f; }

__device__ int geom::Accumulator::count() const { return count_; }

template <class T> __global__ void scale_all(T *values, T factor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        values[i] *= factor;
}
template __global__ void scale_all<float>(float *, float, int);
template __global__ void scale_all<int>(int *, int, int);

// This file's own use of the classes.
__global__ void geometry_kernel(float *out)
{
    geom::Vec2 v = geom::Vec2::from_angle(0.0f).scaled(3.0f);
    out[0] = v.length();
}

void report_geometry()
{
    float *d, h = 0.0f;
    cudaMalloc(&d, sizeof(float));
    geometry_kernel<<<1, 1>>>(d);
    cudaMemcpy(&h, d, sizeof(float), cudaMemcpyDeviceToHost);
    printf("geometry.cu: length %.3f\n", h);
    cudaFree(d);
}
