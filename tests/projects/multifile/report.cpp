// A C++ translation unit compiled without CUDA, using the runtime through cuda_runtime.h.
#include <cuda_runtime.h>
#include <numeric>
#include <vector>
#include "common.h"

float mean_of(const float* values, int n) {
    std::vector<float> v(values, values + n);
    int devices = 0;
    cudaGetDeviceCount(&devices);
    return devices > 0 ? std::accumulate(v.begin(), v.end(), 0.0f) / n : -1.0f;
}
