__global__ void k(int *out)
{
    switch (threadIdx.x) {
    case 0:
        continue;
    }
    out[threadIdx.x] = 0;
}
