// corpus: Cooperative-groups tiles larger than a warp (64 and 128 threads): reduce in CUDA's order (warps by butterfly, then across warps), shfl, any/all, meta groups, with and without block_tile_memory
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void k(const float *in, float *out, int *info)
{
    cg::thread_block block = cg::this_thread_block();
    auto t64 = cg::tiled_partition<64>(block);
    auto t128 = cg::tiled_partition<128>(block);
    float v = in[block.thread_rank()];
    float s64 = cg::reduce(t64, v, cg::plus<float>());
    float s128 = cg::reduce(t128, v, cg::plus<float>());
    int m = cg::reduce(t128, (int)block.thread_rank(), cg::greater<int>());
    int who = t64.shfl((int)block.thread_rank() * 3, 5);
    t64.sync();
    int anyodd = t128.any(block.thread_rank() == 77);
    int allpos = t128.all(v > 0.0f);
    if (t64.thread_rank() == 0) {
        out[2 * t64.meta_group_rank()] = s64;
        info[4 * t64.meta_group_rank()] = who;
        info[4 * t64.meta_group_rank() + 1] = m;
        info[4 * t64.meta_group_rank() + 2] = anyodd * 10 + allpos;
        info[4 * t64.meta_group_rank() + 3] = t64.meta_group_size() * 100 + t128.meta_group_rank() * 10 + t128.meta_group_size();
    }
    if (t128.thread_rank() == 0)
        out[2 * t128.meta_group_rank() + 1] = s128;
}
__global__ void with_scratch(int *out)
{
    __shared__ cg::block_tile_memory<256> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    auto tile = cg::tiled_partition<128>(block);
    int s = cg::reduce(tile, (int)tile.thread_rank(), cg::plus<int>());
    if (tile.thread_rank() == 0)
        out[tile.meta_group_rank()] = s;
}

int main()
{
    const int n = 256;
    float h[n], *din, *dout, o[8]; int *di, inf[16];
    for (int i = 0; i < n; i++) h[i] = 1.0f / (i + 1) + (i % 7) * 0.37f;
    cudaMalloc(&din, sizeof(h)); cudaMalloc(&dout, sizeof(o)); cudaMalloc(&di, sizeof(inf));
    cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
    k<<<1, n>>>(din, dout, di);
    cudaMemcpy(o, dout, sizeof(o), cudaMemcpyDeviceToHost);
    cudaMemcpy(inf, di, sizeof(inf), cudaMemcpyDeviceToHost);
    for (int t = 0; t < 4; t++)
        printf("tile64 %d: sum %.9g %08x, shfl %d, max %d, any/all %d, meta %d\n", t, o[2 * t], *(unsigned *)&o[2 * t], inf[4 * t], inf[4 * t + 1], inf[4 * t + 2], inf[4 * t + 3]);
    for (int t = 0; t < 2; t++)
        printf("tile128 %d: sum %.9g %08x\n", t, o[2 * t + 1], *(unsigned *)&o[2 * t + 1]);
    int sums[2];
    with_scratch<<<1, 256>>>(di);
    cudaMemcpy(sums, di, sizeof(sums), cudaMemcpyDeviceToHost);
    printf("with scratch: %d %d\n", sums[0], sums[1]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
