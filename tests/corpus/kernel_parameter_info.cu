// Where each kernel parameter sits in CUDA's parameter buffer: cudaFuncGetParamInfo and
// cuFuncGetParamInfo (each parameter at the next offset aligned to its own alignment).
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

struct alignas(16) Quad {
    float v[4];
};
struct Small {
    char tag;
    short code;
};

__global__ void mixed(char c, double d, int* p, Small s, Quad q, bool flag, long long n) {
    if (flag) *p = c + (int)d + s.code + (int)q.v[0] + (int)n;
}
__global__ void none() {}

int main() {
    for (size_t i = 0; i < 8; i++) {
        size_t offset = 99, size = 99;
        cudaError_t e = cudaFuncGetParamInfo((const void*)mixed, i, &offset, &size);
        printf("parameter %zu: %s offset %zu size %zu\n", i, cudaGetErrorName(e), offset, size);
    }
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    size_t offset = 99, size = 99;
    printf("none: %s\n", cudaGetErrorName(cudaFuncGetParamInfo((const void*)none, 0, &offset, &size)));
    cudaGetLastError();
    cudaFunction_t f;
    cudaGetFuncBySymbol(&f, (const void*)mixed);
    CUresult r = cuFuncGetParamInfo((CUfunction)f, 4, &offset, &size);
    printf("driver parameter 4: %d offset %zu size %zu\n", (int)r, offset, size);
    r = cuFuncGetParamInfo((CUfunction)f, 7, &offset, &size);
    printf("driver parameter 7: %d\n", (int)r);
    return 0;
}
