struct Pair {
    int a, b;
};

__global__ void child(int *out, Pair p) { out[threadIdx.x] = p.a + p.b; }

__global__ void parent(int *out)
{
    child<<<1, 32>>>(out);
    child<<<1, 32>>>(out, 3);
}
