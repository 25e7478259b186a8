// Thread block clusters (compute capability 9.0): the blocks of a cluster run at once, meet at
// cluster barriers and read and write each other's shared memory (distributed shared memory).
#include <cooperative_groups.h>
#include <cstdio>

namespace cg = cooperative_groups;

// What each block learns of its cluster.
__global__ void __cluster_dims__(2, 2, 1) cluster_shape(int *out)
{
    cg::cluster_group cluster = cg::this_cluster();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        int b = blockIdx.y * gridDim.x + blockIdx.x;
        dim3 at = cluster.block_index(), dims = cluster.dim_blocks();
        out[b * 6 + 0] = cluster.block_rank();
        out[b * 6 + 1] = cluster.num_blocks();
        out[b * 6 + 2] = at.x * 10 + at.y;
        out[b * 6 + 3] = dims.x * 10 + dims.y;
        out[b * 6 + 4] = cluster.num_threads();
        out[b * 6 + 5] = __clusterIdx().x * 10 + __clusterIdx().y;
    }
}

// A ring: each block writes its rank into its shared memory, then reads its neighbour's.
__global__ void __cluster_dims__(4, 1, 1) ring(int *out)
{
    __shared__ int mine[32];
    cg::cluster_group cluster = cg::this_cluster();
    unsigned rank = cluster.block_rank();
    mine[threadIdx.x] = (int)(rank * 100 + threadIdx.x);
    cluster.sync();
    int *next = cluster.map_shared_rank(mine, (rank + 1) % cluster.num_blocks());
    int *first = cluster.map_shared_rank(&mine[0], (rank + 3) % cluster.num_blocks());
    out[blockIdx.x * 32 + threadIdx.x] = next[31 - threadIdx.x] + *first * 10000;
    // No block may leave while another still reads its shared memory.
    cluster.sync();
}

// A histogram spread over the shared memory of a cluster's blocks: each block holds a quarter
// of the bins, and every block counts into all of them with shared-memory atomics.
__global__ void __cluster_dims__(4, 1, 1) spread_histogram(const int *data, int n, unsigned *hist)
{
    extern __shared__ unsigned part[];
    cg::cluster_group cluster = cg::this_cluster();
    const int bins = 64, per_block = bins / 4;
    for (int i = threadIdx.x; i < per_block; i += blockDim.x)
        part[i] = 0;
    cluster.sync();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        int bin = data[i] % bins;
        unsigned *owner = cluster.map_shared_rank(part, bin / per_block);
        atomicAdd(owner + bin % per_block, 1u);
    }
    cluster.sync();
    for (int i = threadIdx.x; i < per_block; i += blockDim.x)
        atomicAdd(&hist[cluster.block_rank() * per_block + i], part[i]);
}

// A kernel that declares no cluster shape, launched in clusters by a launch attribute: each
// block adds its cluster neighbours' values, read from their shared memory.
__global__ void neighbour_sum(const float *in, float *out)
{
    __shared__ float value;
    cg::cluster_group cluster = cg::this_cluster();
    if (threadIdx.x == 0)
        value = in[blockIdx.x];
    cluster.sync();
    if (threadIdx.x < cluster.num_blocks()) {
        float *other = cluster.map_shared_rank(&value, threadIdx.x);
        atomicAdd(&out[blockIdx.x], *other);
    }
    cluster.sync();
}

int main()
{
    int *shape;
    cudaMalloc(&shape, 16 * 6 * sizeof(int));
    cluster_shape<<<dim3(4, 4), dim3(8, 4)>>>(shape);
    int h[16 * 6];
    cudaMemcpy(h, shape, sizeof h, cudaMemcpyDeviceToHost);
    for (int b = 0; b < 16; b++)
        printf("block %2d: rank %d of %d, at %02d in %d, %d threads, cluster %02d\n", b, h[b * 6],
               h[b * 6 + 1], h[b * 6 + 2], h[b * 6 + 3], h[b * 6 + 4], h[b * 6 + 5]);

    int *ring_out;
    cudaMalloc(&ring_out, 8 * 32 * sizeof(int));
    ring<<<8, 32>>>(ring_out);
    int r[8 * 32];
    cudaMemcpy(r, ring_out, sizeof r, cudaMemcpyDeviceToHost);
    for (int b = 0; b < 8; b++)
        printf("ring block %d: %d %d %d\n", b, r[b * 32], r[b * 32 + 1], r[b * 32 + 31]);

    const int n = 100000;
    int *data = new int[n];
    unsigned expected[64] = {0};
    for (int i = 0; i < n; i++) {
        data[i] = (i * 7919 + i / 3) % 1000;
        expected[data[i] % 64]++;
    }
    int *d_data;
    unsigned *d_hist;
    cudaMalloc(&d_data, n * sizeof(int));
    cudaMalloc(&d_hist, 64 * sizeof(unsigned));
    cudaMemcpy(d_data, data, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(d_hist, 0, 64 * sizeof(unsigned));
    spread_histogram<<<16, 128, 16 * sizeof(unsigned)>>>(d_data, n, d_hist);
    unsigned hist[64];
    cudaMemcpy(hist, d_hist, sizeof hist, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < 64; i++)
        wrong += hist[i] != expected[i];
    printf("histogram: bins 0..3 = %u %u %u %u, %d wrong\n", hist[0], hist[1], hist[2], hist[3], wrong);
    float in[12], *d_in, *d_out;
    for (int i = 0; i < 12; i++)
        in[i] = (float)(i * i);
    cudaMalloc(&d_in, sizeof in);
    cudaMalloc(&d_out, sizeof in);
    cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice);
    cudaMemset(d_out, 0, sizeof in);
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(12);
    config.blockDim = dim3(32);
    cudaLaunchAttribute attribute[1];
    attribute[0].id = cudaLaunchAttributeClusterDimension;
    attribute[0].val.clusterDim.x = 3;
    attribute[0].val.clusterDim.y = 1;
    attribute[0].val.clusterDim.z = 1;
    config.attrs = attribute;
    config.numAttrs = 1;
    cudaError_t launched = cudaLaunchKernelEx(&config, neighbour_sum, (const float *)d_in, d_out);
    float sums[12];
    cudaMemcpy(sums, d_out, sizeof sums, cudaMemcpyDeviceToHost);
    printf("clusters of 3 by attribute (%s):", cudaGetErrorName(launched));
    for (int i = 0; i < 12; i++)
        printf(" %g", sums[i]);
    printf("\n");
    config.gridDim = dim3(10);
    printf("10 blocks in clusters of 3: %s\n",
           cudaGetErrorName(cudaLaunchKernelEx(&config, neighbour_sum, (const float *)d_in, d_out)));
    // Without clusters, each block is a cluster of its own (a cooperative launch too).
    cudaMemset(d_out, 0, sizeof in);
    neighbour_sum<<<4, 32>>>(d_in, d_out);
    void *args[] = {&d_in, &d_out};
    cudaLaunchCooperativeKernel((void *)neighbour_sum, dim3(4), dim3(32), args, 0, 0);
    cudaMemcpy(sums, d_out, 4 * sizeof(float), cudaMemcpyDeviceToHost);
    printf("clusters of one block, plain then cooperative: %g %g %g %g\n", sums[0], sums[1], sums[2],
           sums[3]);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    delete[] data;
    return 0;
}
