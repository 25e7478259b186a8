// __launch_bounds__ and __cluster_dims__ without their parenthesized arguments: reported (the
// parser waited for them for ever).
__global__ void __launch_bounds__ k(int* p) { p[0] = 1; }
__global__ void __cluster_dims__ c(int* p) { p[0] = 2; }
__device__ int __launch_bounds__;
