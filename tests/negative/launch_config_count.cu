__global__ void child(int *out) { out[threadIdx.x] = 1; }

__global__ void parent(int *out)
{
    child<<<1>>>(out);
    child<<<1, 32, 0, 0, 7>>>(out);
}
