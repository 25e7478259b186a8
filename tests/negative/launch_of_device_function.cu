__device__ void helper(int *out) { out[0] = 1; }

__global__ void parent(int *out)
{
    helper<<<1, 1>>>(out);
}
