#if __CUDA_ARCH__ < 1000
#error "this kernel needs compute capability 10.0"
#endif

__global__ void k(int *out)
{
    out[0] = 1;
}
