__device__ float lerp(float a, float b, float t) { return a + t * (b - a); }

__global__ void k(float *out)
{
    out[threadIdx.x] = lerp(0.0f, 1.0f, 0.5f, 2.0f);
}
