// Classes whose member functions are declared here and defined in geometry.cu: with
// relocatable device code, the kernels of main.cu call them across files.
#pragma once

namespace geom {
struct Vec2 {
    float x, y;
    __device__ float dot(const Vec2 &o) const;
    __device__ Vec2 scaled(float s) const;
    __device__ void normalize();
    __device__ static Vec2 from_angle(float radians);
    // Defined here, calling what geometry.cu defines.
    __device__ float length() const { return sqrtf(dot(*this)); }
};

class Accumulator {
    float sum_;
    int count_;

public:
    __device__ Accumulator();
    __device__ Accumulator &operator+=(float v);
    __device__ float mean() const;
    __device__ int count() const;
};
}

void report_geometry();

// A kernel template defined and instantiated in geometry.cu, launched from main.cu.
template <class T> __global__ void scale_all(T *values, T factor, int n);
