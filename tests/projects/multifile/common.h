// Shared declarations of the multi-file project: a host C function, a host C++ function and the
// CUDA entry point, callable from each other's translation units.
#pragma once
#ifdef __cplusplus
extern "C" {
#endif
int checksum(const float* values, int n);  // stats.c
#ifdef __cplusplus
}
float mean_of(const float* values, int n);  // report.cpp
void scale_on_device(float* values, int n, float factor);  // kernels.cu
#endif
