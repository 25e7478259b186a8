// corpus: programmatic dependent launch: a producer lets its dependent start early (cudaTriggerProgrammaticLaunchCompletion), the consumer launched with programmatic stream serialization waits for the producer's memory (cudaGridDependencySynchronize) before reading it
#include <cstdio>

__global__ void produce(int* data, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = i * 3;
    cudaTriggerProgrammaticLaunchCompletion();
}

__global__ void consume(const int* data, int* sums, int n)
{
    // Work that does not read the producer's output may run before the wait.
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int bias = i % 4;
    cudaGridDependencySynchronize();
    if (i < n) atomicAdd(&sums[i % 8], data[i] + bias);
}

int main()
{
    const int n = 1000;
    int *data, *sums;
    cudaMalloc(&data, n * sizeof(int));
    cudaMalloc(&sums, 8 * sizeof(int));
    cudaMemset(sums, 0, 8 * sizeof(int));
    cudaStream_t stream;
    cudaStreamCreate(&stream);

    produce<<<(n + 127) / 128, 128, 0, stream>>>(data, n);

    cudaLaunchConfig_t config = {};
    config.gridDim = dim3((n + 127) / 128);
    config.blockDim = dim3(128);
    config.stream = stream;
    cudaLaunchAttribute attribute[1];
    attribute[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute[0].val.programmaticStreamSerializationAllowed = 1;
    config.attrs = attribute;
    config.numAttrs = 1;
    cudaError_t launched = cudaLaunchKernelEx(&config, consume, (const int*)data, sums, n);
    printf("launch: %s\n", cudaGetErrorString(launched));

    int h[8];
    cudaMemcpyAsync(h, sums, sizeof h, cudaMemcpyDeviceToHost, stream);
    cudaStreamSynchronize(stream);
    for (int k = 0; k < 8; ++k) printf("sum %d: %d\n", k, h[k]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaStreamDestroy(stream);
    cudaFree(data);
    cudaFree(sums);
    return 0;
}
