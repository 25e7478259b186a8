// corpus: Spelling the tile types out as CUDA declares them: thread_block_tile<N, ParentT> from
// tiled_partition, converted to thread_block_tile<N>; tiled_partition of a coalesced group
// (which stays a coalesced_group) inside a divergent branch.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__device__ int warp_sum(cg::thread_block_tile<32> w, int v)
{
    return cg::reduce(w, v, cg::plus<int>());
}

__global__ void typed(const int *in, int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32, cg::thread_block> w = cg::tiled_partition<32>(block);
    cg::thread_block_tile<8, cg::thread_block_tile<32, cg::thread_block>> e = cg::tiled_partition<8>(w);
    cg::thread_block_tile<8> e_erased = e;
    int r = block.thread_rank();
    int v = in[r];
    out[r * 4 + 0] = warp_sum(w, v);
    out[r * 4 + 1] = cg::reduce(e_erased, v, cg::plus<int>()) * 10 + e_erased.meta_group_rank();
    out[r * 4 + 2] = e.meta_group_size();
    if (v & 1) {
        cg::coalesced_group odd = cg::coalesced_threads();
        cg::coalesced_group quad = cg::tiled_partition(odd, 4);
        out[r * 4 + 3] = cg::reduce(quad, v, cg::plus<int>()) * 1000 + quad.num_threads() * 100 + quad.meta_group_rank() * 10 + quad.meta_group_size();
    } else {
        out[r * 4 + 3] = -1;
    }
}

int main()
{
    const int T = 64;
    int h[T];
    for (int i = 0; i < T; ++i) h[i] = (i * 11) % 17;
    int *d, *o; cudaMalloc(&d, T * 4); cudaMalloc(&o, T * 16);
    cudaMemcpy(d, h, T * 4, cudaMemcpyHostToDevice);
    typed<<<1, T>>>(d, o);
    int ho[T * 4];
    cudaMemcpy(ho, o, sizeof(ho), cudaMemcpyDeviceToHost);
    for (int i = 0; i < T; ++i) printf("t%2d v=%2d: %d %d %d %d\n", i, h[i], ho[i * 4], ho[i * 4 + 1], ho[i * 4 + 2], ho[i * 4 + 3]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
