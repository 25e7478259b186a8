struct Meters
{
    float m;
    __device__ explicit Meters(float x) : m(x) {}
};

__device__ float length(Meters m) { return m.m; }

__global__ void k(float *out)
{
    out[0] = length(9);
}
