// corpus: labeled_partition: the warpAggregatedAtomicsCG sample's bucketed aggregated increment, and
// per-label reductions with meta_group_rank/size of the label groups.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__device__ int atomicAggIncMulti(const int bucket, int *ptr)
{
    cg::coalesced_group active = cg::coalesced_threads();
    // Threads with the same bucket value form a group
    auto g = cg::labeled_partition(active, bucket);
    int res;
    if (g.thread_rank() == 0) res = atomicAdd(&ptr[bucket], g.num_threads());
    res = g.shfl(res, 0);
    return g.thread_rank() + res;
}

__global__ void mapToBuckets(const int *srcArr, int *indicesBuckets, int *bucketCounters, const int srcSize, const int numOfBuckets)
{
    cg::grid_group grid = cg::this_grid();
    for (int i = grid.thread_rank(); i < srcSize; i += grid.size()) {
        const int key = srcArr[i];
        if (key < numOfBuckets)
            indicesBuckets[i] = atomicAggIncMulti(key, bucketCounters);
    }
}

__global__ void label_stats(const int *keys, const int *vals, int *out)
{
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    int r = block.thread_rank();
    int key = keys[r];
    cg::coalesced_group g = cg::labeled_partition(tile, key);
    int sum = cg::reduce(g, vals[r], cg::plus<int>());
    int mx = cg::reduce(g, vals[r], cg::greater<int>());
    out[r * 6 + 0] = g.num_threads();
    out[r * 6 + 1] = g.thread_rank();
    out[r * 6 + 2] = sum;
    out[r * 6 + 3] = mx;
    out[r * 6 + 4] = g.meta_group_rank();
    out[r * 6 + 5] = g.meta_group_size();
}

int main()
{
    const int srcSize = 1 << 14, numOfBuckets = 5;
    int *h = new int[srcSize];
    for (int i = 0; i < srcSize; ++i) h[i] = (int)((i * 2246822519u) >> 8) % 7;   // 0..6, 5/6 ignored
    int *dsrc, *dind, *dcnt;
    cudaMalloc(&dsrc, srcSize * 4); cudaMalloc(&dind, srcSize * 4); cudaMalloc(&dcnt, numOfBuckets * 4);
    cudaMemcpy(dsrc, h, srcSize * 4, cudaMemcpyHostToDevice);
    cudaMemset(dcnt, 0, numOfBuckets * 4);
    cudaMemset(dind, 0xff, srcSize * 4);
    mapToBuckets<<<16, 128>>>(dsrc, dind, dcnt, srcSize, numOfBuckets);
    int hc[numOfBuckets]; int *hi = new int[srcSize];
    cudaMemcpy(hc, dcnt, sizeof(hc), cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, dind, srcSize * 4, cudaMemcpyDeviceToHost);
    int expect[numOfBuckets] = {0};
    for (int i = 0; i < srcSize; ++i) if (h[i] < numOfBuckets) expect[h[i]]++;
    // every index in a bucket must be used exactly once
    int ok = 1;
    for (int b = 0; b < numOfBuckets; ++b) {
        char *seen = new char[srcSize]();
        for (int i = 0; i < srcSize; ++i) if (h[i] == b) { int k = hi[i]; if (k < 0 || k >= hc[b] || seen[k]) ok = 0; else seen[k] = 1; }
        printf("bucket %d: count=%d expect=%d\n", b, hc[b], expect[b]);
        delete[] seen;
    }
    printf("indices unique and dense: %d\n", ok);

    const int T = 64;
    int hk[T], hv[T];
    for (int i = 0; i < T; ++i) { hk[i] = (i * 7 + i / 5) % 4 + (i >= 32 ? 10 : 0); hv[i] = (i * 13) % 29; }
    hk[33] = hk[34] = hk[35] = 99;
    int *dk, *dv, *dout;
    cudaMalloc(&dk, T * 4); cudaMalloc(&dv, T * 4); cudaMalloc(&dout, T * 24);
    cudaMemcpy(dk, hk, T * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, hv, T * 4, cudaMemcpyHostToDevice);
    label_stats<<<1, T>>>(dk, dv, dout);
    int ho[T * 6];
    cudaMemcpy(ho, dout, sizeof(ho), cudaMemcpyDeviceToHost);
    for (int i = 0; i < T; ++i)
        printf("t%2d key=%2d n=%d rank=%d sum=%d max=%d meta=%d/%d\n", i, hk[i], ho[i * 6], ho[i * 6 + 1], ho[i * 6 + 2], ho[i * 6 + 3], ho[i * 6 + 4], ho[i * 6 + 5]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
