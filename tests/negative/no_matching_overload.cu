struct Vec2 { float x, y; };

__device__ float norm1(float v) { return v < 0 ? -v : v; }
__device__ float norm1(int v) { return v < 0 ? -v : v; }

__global__ void k(float *out)
{
    Vec2 v = {1.0f, 2.0f};
    out[0] = norm1(v);
}
