__device__ void bump(int &x) { x++; }
__device__ int make() { return 3; }

__global__ void k(int *out)
{
    bump(make());
    out[0] = 1;
}
