// Device functions compiled into a static library (libeasing.a) as relocatable device code:
// only other files' kernels call them, so no host code references the library's object.
#pragma once

__device__ float smoothstep(float x);
__device__ float ease_out(float x);
extern __device__ int easing_calls;
