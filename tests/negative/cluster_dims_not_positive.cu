// Each `__cluster_dims__` argument must be a positive integer constant (a cluster of more
// blocks than a GPU runs is refused when it is launched, not here).
__global__ void __cluster_dims__(0, 1, 1) empty(int *out) { out[0] = 1; }
__global__ void __cluster_dims__(16, 1, 1) wide(int *out) { out[0] = 2; }
__global__ void __cluster_dims__(2, 1, 1, 1) four(int *out) { out[0] = 3; }
