__device__ int café = 5;
__global__ void ядро(int* d) { d[0] = café * 2; }
int hôte(int x) { return x; }
