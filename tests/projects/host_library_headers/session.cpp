// Only the library headers: <curand.h> brings the runtime's types (a stream) as CUDA's does,
// <cudaProfiler.h> the driver API's profiler control.
#include <curand.h>
#include <cudaProfiler.h>
#include <cstdio>

int profiled_copy(float* device, const float* host, int n)
{
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    CUresult started = cuProfilerStart();
    cudaMemcpyAsync(device, host, n * sizeof(float), cudaMemcpyHostToDevice, stream);
    cudaStreamSynchronize(stream);
    CUresult stopped = cuProfilerStop();
    cudaStreamDestroy(stream);
    curandStatus_t status = CURAND_STATUS_SUCCESS;
    printf("profiler start %d stop %d, curand status %d\n", (int)started, (int)stopped, (int)status);
    return n;
}
