// flags: -rdc=true
// A kernel written for CUDA 11 and earlier waits for its child grid: CUDA 12 removed the
// device-side cudaDeviceSynchronize, so it is the host function here.
__global__ void child(int *out) { out[threadIdx.x] = 1; }

__global__ void parent(int *out)
{
    child<<<1, 32>>>(out);
    cudaDeviceSynchronize();
}
