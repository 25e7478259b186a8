__device__ int only_plain(int *p) { return *p; }

__global__ void k(int *out)
{
    volatile int *vs = out;
    out[0] = only_plain(vs);
}
