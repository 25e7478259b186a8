struct Flag { explicit __host__ __device__ operator bool() const { return true; } };
__global__ void k(int* out)
{
    Flag f;
    int x(f);
    bool y(f);
    out[0] = x + y;
}
