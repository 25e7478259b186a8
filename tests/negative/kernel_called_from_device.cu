__global__ void child(int *out) { out[0] = 1; }

__global__ void parent(int *out)
{
    child(out);
}
