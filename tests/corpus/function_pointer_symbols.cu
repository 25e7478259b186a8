// Device function pointers kept in __device__ variables (the FunctionPointers sample's way):
// initialized with device functions or NULL, read to the host with cudaMemcpyFromSymbol,
// written back to a table with cudaMemcpyToSymbol, and passed to kernels as arguments.
#include <cstdio>
#include <cuda_runtime.h>

typedef float (*unary_t)(float);

__device__ float square(float x) { return x * x; }
__device__ float negate(float x) { return -x; }
__device__ float halve(float x) { return 0.5f * x; }

__device__ unary_t p_square = square;
__device__ unary_t p_negate = negate, p_halve = &halve;
__device__ unary_t p_none = NULL;
__device__ unary_t table[3];

__global__ void apply(unary_t f, const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = f ? f(in[i]) : in[i];
}

__global__ void apply_table(const float *in, float *out)
{
    int i = threadIdx.x;
    out[i] = table[i % 3](in[i]);
}

int main()
{
    const int n = 6;
    float in[n] = {1, 2, 3, 4, 5, 6}, out[n];
    float *din, *dout;
    cudaMalloc(&din, sizeof in);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
    unary_t host[4];
    cudaMemcpyFromSymbol(&host[0], p_square, sizeof(unary_t));
    cudaMemcpyFromSymbol(&host[1], p_negate, sizeof(unary_t));
    cudaMemcpyFromSymbol(&host[2], p_halve, sizeof(unary_t));
    cudaMemcpyFromSymbol(&host[3], p_none, sizeof(unary_t));
    printf("null pointer reads back as null: %s\n", host[3] == NULL ? "yes" : "no");
    for (int f = 0; f < 4; ++f) {
        apply<<<1, n>>>(host[f], din, dout, n);
        cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
        printf("function %d:", f);
        for (int i = 0; i < n; ++i)
            printf(" %g", out[i]);
        printf("\n");
    }
    cudaMemcpyToSymbol(table, host, 3 * sizeof(unary_t));
    apply_table<<<1, n>>>(din, dout);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    printf("table:");
    for (int i = 0; i < n; ++i)
        printf(" %g", out[i]);
    printf("\n");
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
