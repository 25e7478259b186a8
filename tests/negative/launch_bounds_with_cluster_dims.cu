// A kernel with __cluster_dims__ may not also give __launch_bounds__ its third argument, the
// most blocks of a cluster (nvcc's assembler refuses the two directives together); the first
// two arguments alone are fine beside it.
__global__ void __launch_bounds__(128, 1, 2) __cluster_dims__(2, 1, 1) both(int* out)
{
    out[blockIdx.x] = 1;
}

__global__ void __launch_bounds__(128, 1) __cluster_dims__(2, 1, 1) fine(int* out)
{
    out[blockIdx.x] = 2;
}

__global__ void __launch_bounds__(128, 1, 2) per_cluster_only(int* out)
{
    out[blockIdx.x] = 3;
}
