__device__ void touch(int *p) { p[0] = 1; }

__global__ void k(int *out)
{
    int v = touch(out);
    out[1] = v;
}
