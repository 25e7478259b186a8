struct Body
{
    float m;
    __device__ float mass() const { return m; }
};

__global__ void k(Body *b, float *out)
{
    out[threadIdx.x] = b[threadIdx.x].weight();
}
