// A kernel whose statically declared shared memory, its own and that of the device functions
// it calls, exceeds the 48 KiB a block may declare: the GPU compiler refuses it.
__device__ int spill(int i)
{
    __shared__ float scratch[8192];
    scratch[i] = i;
    return (int)scratch[i ^ 1];
}
__global__ void k(int* o)
{
    __shared__ int big[5000];
    big[threadIdx.x] = spill(threadIdx.x);
    o[0] = big[0];
}
__global__ void fits(int* o)
{
    __shared__ int small[12288];
    small[threadIdx.x] = 1;
    o[0] = small[0];
}
