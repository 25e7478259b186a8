// A device function the program declares and never defines cannot be called (nvcc's device
// link reports the unresolved function); the toolkit's own declarations are the device API.
__device__ int helper(int);
struct Counter {
    int n;
    __device__ int next();
};
__global__ void k(int *out)
{
    Counter c = {1};
    out[0] = helper(3);
    out[1] = c.next() + __popc(out[1]);
}
