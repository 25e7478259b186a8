__global__ void fill(int *out, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        out[i] = i;
}
