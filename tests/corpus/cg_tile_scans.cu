// corpus: cg::inclusive_scan / exclusive_scan on tiles, then a block-wide exclusive scan built from
// warp scans (the usual stream-compaction pattern), plus max-scan and float scan.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

template <unsigned N>
__global__ void tile_scans(const int *in, int *out)
{
    auto tile = cg::tiled_partition<N>(cg::this_thread_block());
    int r = threadIdx.x;
    int x = in[r];
    out[r * 5 + 0] = cg::inclusive_scan(tile, x);
    out[r * 5 + 1] = cg::exclusive_scan(tile, x);
    out[r * 5 + 2] = cg::inclusive_scan(tile, x, cg::greater<int>());
    out[r * 5 + 3] = cg::inclusive_scan(tile, (unsigned)x, cg::bit_or<unsigned>());
    out[r * 5 + 4] = cg::exclusive_scan(tile, x, cg::plus<int>());
}

// Stream compaction: keep the positive elements, in order.
__global__ void compact(const int *in, int *out, int *count, int n)
{
    __shared__ int warp_totals[32];
    __shared__ int base;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int i = blockIdx.x * blockDim.x + block.thread_rank();
    int v = i < n ? in[i] : 0;
    int keep = v > 0;
    int pos = cg::exclusive_scan(warp, keep);
    if (warp.thread_rank() == 31) warp_totals[warp.meta_group_rank()] = pos + keep;
    block.sync();
    if (warp.meta_group_rank() == 0) {
        int t = warp.thread_rank() < warp.meta_group_size() ? warp_totals[warp.thread_rank()] : 0;
        int excl = cg::exclusive_scan(warp, t);
        int total = cg::reduce(warp, t, cg::plus<int>());
        if (warp.thread_rank() < warp.meta_group_size()) warp_totals[warp.thread_rank()] = excl;
        if (warp.thread_rank() == 0) base = atomicAdd(count, total);
    }
    block.sync();
    // blocks append in arbitrary order: write (block, local position) so the host can sort
    if (keep) out[2 * (base + warp_totals[warp.meta_group_rank()] + pos)] = i, out[2 * (base + warp_totals[warp.meta_group_rank()] + pos) + 1] = v;
}

__global__ void float_scan(const float *in, float *out)
{
    auto warp = cg::tiled_partition<32>(cg::this_thread_block());
    out[threadIdx.x] = cg::inclusive_scan(warp, in[threadIdx.x]);
}

template <unsigned N>
void run(const int *d, int *o, int T)
{
    tile_scans<N><<<1, T>>>(d, o);
    int *h = new int[T * 5];
    cudaMemcpy(h, o, T * 20, cudaMemcpyDeviceToHost);
    printf("== tile %u ==\n", N);
    for (int r = 0; r < T; r += (N <= 8 ? 1 : 3))
        if (r < 24 || r % 7 == 0) printf("r%2d inc=%d exc=%d max=%d or=%x exc2=%d\n", r, h[r * 5], h[r * 5 + 1], h[r * 5 + 2], h[r * 5 + 3], h[r * 5 + 4]);
    delete[] h;
}

#include <algorithm>
int main()
{
    const int T = 64;
    int h[T];
    for (int i = 0; i < T; ++i) h[i] = (i * 41) % 23 - 7;
    int *d, *o; cudaMalloc(&d, T * 4); cudaMalloc(&o, T * 20);
    cudaMemcpy(d, h, T * 4, cudaMemcpyHostToDevice);
    run<32>(d, o, T);
    run<16>(d, o, T);
    run<8>(d, o, T);
    run<4>(d, o, T);

    const int n = 5000, bs = 256, nb = (n + bs - 1) / bs;
    int *hin = new int[n];
    for (int i = 0; i < n; ++i) hin[i] = ((i * 2654435761u) >> 7) % 200 - 120;
    int *din, *dout, *dcount;
    cudaMalloc(&din, n * 4); cudaMalloc(&dout, 2 * n * 4); cudaMalloc(&dcount, 4);
    cudaMemcpy(din, hin, n * 4, cudaMemcpyHostToDevice);
    cudaMemset(dcount, 0, 4);
    compact<<<nb, bs>>>(din, dout, dcount, n);
    int cnt; cudaMemcpy(&cnt, dcount, 4, cudaMemcpyDeviceToHost);
    int *hout = new int[2 * n];
    cudaMemcpy(hout, dout, 2 * n * 4, cudaMemcpyDeviceToHost);
    std::pair<int, int> *pr = new std::pair<int, int>[cnt];
    for (int k = 0; k < cnt; ++k) pr[k] = std::make_pair(hout[2 * k], hout[2 * k + 1]);
    std::sort(pr, pr + cnt);
    int expect = 0, ok = 1, e = 0;
    for (int i = 0; i < n; ++i) if (hin[i] > 0) { ok &= e < cnt && pr[e].first == i && pr[e].second == hin[i]; ++e; expect++; }
    // within a block the order must be preserved
    int ordered = 1;
    for (int k = 1; k < cnt; ++k) if (hout[2 * k] / bs == hout[2 * k - 2] / bs && hout[2 * k] < hout[2 * k - 2]) ordered = 0;
    printf("compact: count=%d expect=%d ok=%d ordered=%d\n", cnt, expect, ok, ordered);

    float hf[32], ho[32];
    for (int i = 0; i < 32; ++i) hf[i] = 0.1f * (i + 1);
    float *df, *dfo; cudaMalloc(&df, 128); cudaMalloc(&dfo, 128);
    cudaMemcpy(df, hf, 128, cudaMemcpyHostToDevice);
    float_scan<<<1, 32>>>(df, dfo);
    cudaMemcpy(ho, dfo, 128, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i += 5) printf("fscan[%d]=%.4f bits=%08x\n", i, ho[i], *(unsigned *)&ho[i]);
    printf("fscan[31]=%.4f bits=%08x\n", ho[31], *(unsigned *)&ho[31]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
