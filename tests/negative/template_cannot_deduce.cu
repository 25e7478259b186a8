template <typename T, typename U>
__device__ T convert(U v) { return (T)v; }

__global__ void k(float *out)
{
    out[0] = convert(3);
}
