#if __CUDA_ARCH__ >=
#endif

__global__ void k(int *out)
{
    out[0] = 0;
}
