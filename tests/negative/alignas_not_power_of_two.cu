// An alignment written on a variable must be a positive power of two known at compile time.
__global__ void k(int *out, int n)
{
    alignas(3) int a[4];
    __shared__ alignas(24) float tile[8];
    a[0] = n;
    tile[0] = a[0];
    out[0] = tile[0];
}
