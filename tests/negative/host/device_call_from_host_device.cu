namespace geometry {
__device__ int clamp_index(int i, int n) { return i < 0 ? 0 : (i >= n ? n - 1 : i); }
__device__ int clamp_index(int i) { return i < 0 ? 0 : i; }
}

__host__ __device__ int wrap(int i, int n)
{
	return geometry::clamp_index(i % n, n);
}

__global__ void gather(const int *in, int *out, int n)
{
    out[threadIdx.x] = in[wrap(threadIdx.x + 1, n)];
}
