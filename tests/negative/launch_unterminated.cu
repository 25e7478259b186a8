__global__ void child(int *out) { out[threadIdx.x] = 1; }

__global__ void parent(int *out)
{
    child<<<1, 32>>>;
}
