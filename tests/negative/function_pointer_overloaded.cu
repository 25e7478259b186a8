__device__ int scale(int x) { return 2 * x; }
__device__ float scale(float x) { return 2.0f * x; }

__global__ void k(int *out)
{
    auto f = scale;
}
