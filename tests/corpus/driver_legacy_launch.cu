// The driver API's launch functions from before cuLaunchKernel, which older driver-API
// programs use: the block shape, dynamic shared memory and parameters are set on the function
// (cuFuncSetBlockShape, cuFuncSetSharedSize, cuParamSetSize, cuParamSeti/f/v), then cuLaunch,
// cuLaunchGrid or cuLaunchGridAsync launches it.
#define CUDA_ENABLE_DEPRECATED
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void scale(float* out, const float* in, float factor, int n) {
    extern __shared__ float staged[];
    int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
    if (i < n) {
        staged[threadIdx.x] = in[i] * factor;
        out[i] = staged[threadIdx.x] + 0.5f;
    }
}

__global__ void count(int* counter) { atomicAdd(counter, 1); }

#define CHECK(call) printf("%-50s %d\n", #call, (int)(call))

int main() {
    cuInit(0);
    cudaFree(0);
    const int n = 1000;
    float host[n];
    for (int i = 0; i < n; i++) host[i] = (float)i;
    CUdeviceptr in, out, counter;
    CHECK(cuMemAlloc(&in, n * sizeof(float)));
    CHECK(cuMemAlloc(&out, n * sizeof(float)));
    CHECK(cuMemAlloc(&counter, sizeof(int)));
    CHECK(cuMemcpyHtoD(in, host, sizeof host));
    CHECK(cuMemsetD32(counter, 0, 1));

    cudaFunction_t f, g;
    cudaGetFuncBySymbol(&f, (const void*)scale);
    cudaGetFuncBySymbol(&g, (const void*)count);
    CUfunction fn = (CUfunction)f, counting = (CUfunction)g;

    // Parameters at their offsets: two pointers, a float, an int (24 bytes, no padding).
    int offset = 0;
    CHECK(cuParamSetv(fn, offset, &out, sizeof out));
    offset += sizeof out;
    CHECK(cuParamSetv(fn, offset, &in, sizeof in));
    offset += sizeof in;
    CHECK(cuParamSetf(fn, offset, 3.0f));
    offset += sizeof(float);
    CHECK(cuParamSeti(fn, offset, n));
    offset += sizeof(int);
    CHECK(cuParamSetSize(fn, offset));
    CHECK(cuFuncSetBlockShape(fn, 128, 1, 1));
    CHECK(cuFuncSetSharedSize(fn, 128 * sizeof(float)));
    // 4 x 2 blocks of 128 threads: 1024 threads for 1000 elements.
    CHECK(cuLaunchGrid(fn, 4, 2));
    CHECK(cuCtxSynchronize());
    float result[n];
    CHECK(cuMemcpyDtoH(result, out, sizeof result));
    printf("out[0] %g out[1] %g out[999] %g\n", result[0], result[1], result[999]);

    // The same function again, on a stream, with a new factor: the setup stays.
    CUstream s;
    CHECK(cuStreamCreate(&s, 0));
    CHECK(cuParamSetf(fn, 16, -1.0f));
    CHECK(cuLaunchGridAsync(fn, 8, 1, s));
    CHECK(cuStreamSynchronize(s));
    CHECK(cuMemcpyDtoH(result, out, sizeof result));
    printf("out[0] %g out[1] %g out[999] %g\n", result[0], result[1], result[999]);

    // cuLaunch: one block of the shape set.
    CHECK(cuParamSetv(counting, 0, &counter, sizeof counter));
    CHECK(cuParamSetSize(counting, sizeof counter));
    CHECK(cuFuncSetBlockShape(counting, 32, 2, 1));
    CHECK(cuLaunch(counting));
    CHECK(cuLaunchGrid(counting, 3, 1));
    CHECK(cuCtxSynchronize());
    int total = 0;
    CHECK(cuMemcpyDtoH(&total, counter, sizeof total));
    printf("counter %d\n", total);

    CHECK(cuFuncSetBlockShape(fn, 0, 1, 1));
    CHECK(cuLaunchGrid(fn, -1, 1));
    CHECK(cuStreamDestroy(s));
    CHECK(cuMemFree(in));
    CHECK(cuMemFree(out));
    CHECK(cuMemFree(counter));
    return 0;
}
