// corpus: The binaryPartitionCG sample: count and sum the odd elements with binary_partition of a warp
// tile and cg::reduce over the partition; plus the partition's meta_group_rank/size.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void oddEvenCountAndSumCG(const int *inputArr, int *numOfOdds, int *sumOfOddAndEvens, unsigned int size)
{
    cg::thread_block cta = cg::this_thread_block();
    cg::grid_group grid = cg::this_grid();
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
    for (int i = grid.thread_rank(); i < size; i += grid.size()) {
        int elementToBeRead = inputArr[i];
        int isOdd = elementToBeRead & 1;
        cg::coalesced_group subTile = cg::binary_partition(tile32, isOdd);
        int sum = cg::reduce(subTile, elementToBeRead, cg::plus<int>());
        if (subTile.thread_rank() == 0) {
            if (isOdd) atomicAdd(numOfOdds, subTile.size());
            atomicAdd(&sumOfOddAndEvens[isOdd], sum);
        }
    }
}

__global__ void partition_info(const int *in, int *out)
{
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    int r = threadIdx.x;
    int x = in[r];
    cg::coalesced_group p = cg::binary_partition(tile, x > 10);
    out[r * 5 + 0] = p.num_threads();
    out[r * 5 + 1] = p.thread_rank();
    out[r * 5 + 2] = p.meta_group_rank();
    out[r * 5 + 3] = p.meta_group_size();
    out[r * 5 + 4] = p.shfl(x, p.num_threads() - 1);
}

int main()
{
    const unsigned n = 1 << 16;
    int *h = new int[n];
    int eOdd = 0; long long eSum[2] = {0, 0};
    for (unsigned i = 0; i < n; ++i) { h[i] = (int)((i * 1103515245u + 12345u) >> 16) % 1000; if (h[i] & 1) eOdd++; eSum[h[i] & 1] += h[i]; }
    int *d, *dodd, *dsum;
    cudaMalloc(&d, n * 4); cudaMalloc(&dodd, 4); cudaMalloc(&dsum, 8);
    cudaMemcpy(d, h, n * 4, cudaMemcpyHostToDevice);
    cudaMemset(dodd, 0, 4); cudaMemset(dsum, 0, 8);
    oddEvenCountAndSumCG<<<32, 256>>>(d, dodd, dsum, n);
    int odd, sum[2];
    cudaMemcpy(&odd, dodd, 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(sum, dsum, 8, cudaMemcpyDeviceToHost);
    printf("odd count %d (expect %d), even sum %d (expect %lld), odd sum %d (expect %lld)\n", odd, eOdd, sum[0], eSum[0], sum[1], eSum[1]);

    const int T = 64;
    int hin[T]; for (int i = 0; i < T; ++i) hin[i] = (i * 17) % 23;
    for (int i = 32; i < 64; ++i) hin[i] = 3;    // second warp all on one side
    int *din, *dout; cudaMalloc(&din, T * 4); cudaMalloc(&dout, T * 20);
    cudaMemcpy(din, hin, T * 4, cudaMemcpyHostToDevice);
    partition_info<<<1, T>>>(din, dout);
    int ho[T * 5]; cudaMemcpy(ho, dout, sizeof(ho), cudaMemcpyDeviceToHost);
    for (int i = 0; i < T; i += (i < 32 ? 1 : 11))
        printf("t%2d x=%2d n=%d rank=%d meta=%d/%d last=%d\n", i, hin[i], ho[i * 5], ho[i * 5 + 1], ho[i * 5 + 2], ho[i * 5 + 3], ho[i * 5 + 4]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
