// Two kernels declare the file's one dynamic shared array with different element types.
__global__ void scale(float *out)
{
    extern __shared__ float tile[];
    tile[threadIdx.x] = out[threadIdx.x];
    out[threadIdx.x] = tile[threadIdx.x] * 2.0f;
}

__global__ void count(int *out)
{
    extern __shared__ int tile[];
    tile[threadIdx.x] = threadIdx.x;
    out[threadIdx.x] = tile[threadIdx.x];
}
