// corpus: cooperative groups of a block: this_thread_block, sync, thread_rank in 2D and 3D blocks, thread_group parameters, grid ranks
#include <cooperative_groups.h>
#include <cstdio>

namespace cg = cooperative_groups;

// Tree sum over any group through shared memory; rank 0 ends with the total.
__device__ int group_sum(cg::thread_group g, int *scratch, int value)
{
    unsigned int rank = g.thread_rank();
    for (unsigned int half = g.size() / 2; half > 0; half /= 2) {
        scratch[rank] = value;
        g.sync();
        if (rank < half)
            value += scratch[rank + half];
        g.sync();
    }
    return value;
}

// Takes the block by value, as mergeSort's helpers do.
__device__ void reverse_in_shared(cg::thread_block cta, int *scratch, int *out, int base)
{
    unsigned int rank = cta.thread_rank();
    scratch[rank] = base + rank;
    cg::sync(cta);
    out[rank] = scratch[cta.size() - 1 - rank];
    cta.sync();
}

__global__ void block_2d(int *sums, int *reversed, int *mismatches)
{
    __shared__ int scratch[128];
    cg::thread_block cta = cg::this_thread_block();
    unsigned int rank = cta.thread_rank();
    unsigned int block = blockIdx.y * gridDim.x + blockIdx.x;

    int total = group_sum(cta, scratch, rank + 1);
    if (rank == 0)
        sums[block] = total;
    cta.sync();
    reverse_in_shared(cta, scratch, reversed + block * cta.size(), block * 1000);

    dim3 gi = cta.group_index(), ti = cta.thread_index(), dt = cta.dim_threads(), gd = cta.group_dim();
    cg::grid_group grid = cg::this_grid();
    cg::thread_group generic = cta;
    int bad = 0;
    bad += rank != ti.x + ti.y * dt.x + ti.z * dt.x * dt.y;
    bad += rank != threadIdx.y * blockDim.x + threadIdx.x;
    bad += gi.x != blockIdx.x || gi.y != blockIdx.y || gi.z != blockIdx.z;
    bad += gd.x != blockDim.x || gd.y != blockDim.y || gd.z != blockDim.z;
    bad += cta.num_threads() != blockDim.x * blockDim.y * blockDim.z;
    bad += grid.thread_rank() != (unsigned long long)block * cta.size() + rank;
    bad += grid.size() != (unsigned long long)gridDim.x * gridDim.y * cta.size();
    bad += generic.thread_rank() != rank || generic.size() != cta.size();
    bad += cg::thread_rank(cta) != rank || cg::group_size(cta) != cta.size();
    atomicAdd(mismatches, bad);
}

__global__ void block_3d(int *coords)
{
    cg::thread_block cta = cg::this_thread_block();
    coords[blockIdx.x * cta.size() + cta.thread_rank()] =
        threadIdx.x * 100 + threadIdx.y * 10 + threadIdx.z;
}

int main()
{
    int *sums, *reversed, *mismatches, *coords;
    cudaMallocManaged(&sums, 6 * sizeof(int));
    cudaMallocManaged(&reversed, 6 * 128 * sizeof(int));
    cudaMallocManaged(&mismatches, sizeof(int));
    cudaMallocManaged(&coords, 2 * 64 * sizeof(int));
    *mismatches = 0;

    block_2d<<<dim3(3, 2), dim3(16, 8)>>>(sums, reversed, mismatches);
    block_3d<<<2, dim3(4, 4, 4)>>>(coords);
    cudaError_t err = cudaDeviceSynchronize();
    printf("sync: %s\n", cudaGetErrorString(err));

    printf("block sums:");
    for (int b = 0; b < 6; ++b)
        printf(" %d", sums[b]);
    printf("\n");
    long long checksum = 0;
    int wrong = 0;
    for (int b = 0; b < 6; ++b)
        for (int r = 0; r < 128; ++r) {
            checksum += reversed[b * 128 + r];
            wrong += reversed[b * 128 + r] != b * 1000 + 127 - r;
        }
    printf("reversed: [0]=%d [130]=%d [767]=%d checksum=%lld wrong=%d\n", reversed[0], reversed[130],
           reversed[767], checksum, wrong);
    printf("mismatches: %d\n", *mismatches);
    printf("3d ranks:");
    int ranks[] = {0, 1, 4, 5, 16, 21, 63, 64, 127};
    for (int i = 0; i < 9; ++i)
        printf(" %d:%03d", ranks[i], coords[ranks[i]]);
    printf("\n");
    int bad3d = 0;
    for (int i = 0; i < 128; ++i) {
        int r = i % 64;
        bad3d += coords[i] != (r % 4) * 100 + (r / 4 % 4) * 10 + r / 16;
    }
    printf("3d mismatches: %d\n", bad3d);
    printf("%s\n", *mismatches == 0 && wrong == 0 && bad3d == 0 ? "PASS" : "FAIL");
    return 0;
}
