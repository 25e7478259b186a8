// corpus: Device code using INT_MIN, INT_MAX and UINT_MAX without including <limits.h> (CUDA's headers bring it in for both passes): a max reduction seeded with INT_MIN and BFS levels initialized to UINT_MAX
#include <cstdio>

__global__ void block_max(const int *in, int n, int *out)
{
    __shared__ int best[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    best[threadIdx.x] = i < n ? in[i] : INT_MIN;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (threadIdx.x < stride)
            best[threadIdx.x] = max(best[threadIdx.x], best[threadIdx.x + stride]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicMax(out, best[0]);
}

__global__ void init_levels(unsigned int *level, int n, int source)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        level[v] = v == source ? 0u : UINT_MAX;
}

__global__ void bfs_step(const int *row, const int *col, unsigned int *level, int n, unsigned int depth, int *changed)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v >= n || level[v] != depth)
        return;
    for (int e = row[v]; e < row[v + 1]; e++) {
        if (level[col[e]] == UINT_MAX) {
            level[col[e]] = depth + 1;
            *changed = 1;
        }
    }
}

int main()
{
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; i++)
        h[i] = (i * 7919) % 1000 - 500 - (i == 613 ? INT_MAX / 2 : 0);
    int *d, *m, result = INT_MIN;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&m, sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy(m, &result, sizeof(int), cudaMemcpyHostToDevice);
    block_max<<<(n + 255) / 256, 256>>>(d, n, m);
    cudaMemcpy(&result, m, sizeof(int), cudaMemcpyDeviceToHost);
    printf("max = %d\n", result);

    // A ring of 8 vertices with one chord, as CSR.
    int row[9] = {0, 2, 4, 6, 9, 11, 13, 15, 17};
    int col[17] = {1, 7, 0, 2, 1, 3, 2, 4, 7, 3, 5, 4, 6, 5, 7, 6, 3};
    int *dr, *dc, *dch;
    unsigned int *dl, lv[8];
    cudaMalloc(&dr, sizeof(row));
    cudaMalloc(&dc, sizeof(col));
    cudaMalloc(&dl, sizeof(lv));
    cudaMalloc(&dch, sizeof(int));
    cudaMemcpy(dr, row, sizeof(row), cudaMemcpyHostToDevice);
    cudaMemcpy(dc, col, sizeof(col), cudaMemcpyHostToDevice);
    init_levels<<<1, 8>>>(dl, 8, 0);
    for (unsigned int depth = 0;; depth++) {
        int changed = 0;
        cudaMemcpy(dch, &changed, sizeof(int), cudaMemcpyHostToDevice);
        bfs_step<<<1, 8>>>(dr, dc, dl, 8, depth, dch);
        cudaMemcpy(&changed, dch, sizeof(int), cudaMemcpyDeviceToHost);
        if (!changed)
            break;
    }
    cudaMemcpy(lv, dl, sizeof(lv), cudaMemcpyDeviceToHost);
    printf("levels:");
    for (int v = 0; v < 8; v++)
        printf(" %u", lv[v]);
    printf("\n");
    return 0;
}
