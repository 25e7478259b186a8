// A braced argument copy-list-initializes its parameter: an explicit constructor takes part
// in overload resolution and is an error where it is chosen (nvcc's words, measured).
struct Meters
{
    float m;
    __device__ explicit Meters(float x) : m(x) {}
};

__device__ float length(Meters m) { return m.m; }

__global__ void k(float *out)
{
    out[0] = length({9});
}
