// corpus: BFS in one cooperative kernel with grid-wide barriers between levels
#include <cstdio>
#include <cstdlib>
#include <climits>
#include <vector>
#include <algorithm>
#include <queue>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error: %s (line %d)\n", cudaGetErrorString(e_), __LINE__); exit(1);} } while (0)

__global__ void bfs_persistent(const unsigned* srcPtrs, const unsigned* dst, unsigned* level,
                               unsigned* frontierA, unsigned* frontierB, unsigned* counts /* [maxLevels] */, unsigned maxLevels) {
    cg::grid_group grid = cg::this_grid();
    unsigned* prev = frontierA;
    unsigned* curr = frontierB;
    unsigned numPrev = 1;
    unsigned currLevel = 1;
    while (numPrev > 0 && currLevel < maxLevels) {
        for (unsigned i = grid.thread_rank(); i < numPrev; i += grid.size()) {
            unsigned vertex = prev[i];
            for (unsigned e = srcPtrs[vertex]; e < srcPtrs[vertex + 1]; e++) {
                unsigned nb = dst[e];
                if (atomicCAS(&level[nb], UINT_MAX, currLevel) == UINT_MAX) {
                    unsigned idx = atomicAdd(&counts[currLevel], 1);
                    curr[idx] = nb;
                }
            }
        }
        grid.sync();
        numPrev = ((volatile unsigned*)counts)[currLevel];
        unsigned* t = prev; prev = curr; curr = t;
        currLevel++;
    }
}

int main() {
    int dev = 0, coop = 0;
    CHECK(cudaGetDevice(&dev));
    CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev));
    if (!coop) { printf("cooperative launch not supported\n"); return 1; }

    const unsigned V = 6000;
    std::vector<unsigned> srcPtrs(V + 1, 0), dst;
    unsigned s = 4711u;
    for (unsigned v = 0; v < V; v++) {
        s = s*1664525u + 1013904223u;
        unsigned deg = 1 + (s >> 28);
        for (unsigned k = 0; k < deg; k++) { s = s*1664525u + 1013904223u; dst.push_back((v + 1 + (s >> 8) % 97) % V); }
        srcPtrs[v + 1] = (unsigned)dst.size();
    }
    const unsigned root = 0, maxLevels = 1024;
    std::vector<unsigned> ref(V, UINT_MAX), refCounts(maxLevels, 0);
    { std::queue<unsigned> q; ref[root] = 0; q.push(root);
      while (!q.empty()) { unsigned u = q.front(); q.pop();
        for (unsigned e = srcPtrs[u]; e < srcPtrs[u + 1]; e++) if (ref[dst[e]] == UINT_MAX) { ref[dst[e]] = ref[u] + 1; refCounts[ref[u] + 1]++; q.push(dst[e]); } } }

    unsigned *sp_d, *dst_d, *level_d, *fa_d, *fb_d, *counts_d;
    CHECK(cudaMalloc(&sp_d, (V + 1)*sizeof(unsigned)));
    CHECK(cudaMalloc(&dst_d, dst.size()*sizeof(unsigned)));
    CHECK(cudaMalloc(&level_d, V*sizeof(unsigned)));
    CHECK(cudaMalloc(&fa_d, V*sizeof(unsigned)));
    CHECK(cudaMalloc(&fb_d, V*sizeof(unsigned)));
    CHECK(cudaMalloc(&counts_d, maxLevels*sizeof(unsigned)));
    CHECK(cudaMemcpy(sp_d, srcPtrs.data(), (V + 1)*sizeof(unsigned), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dst_d, dst.data(), dst.size()*sizeof(unsigned), cudaMemcpyHostToDevice));
    std::vector<unsigned> level(V, UINT_MAX); level[root] = 0;
    CHECK(cudaMemcpy(level_d, level.data(), V*sizeof(unsigned), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(fa_d, &root, sizeof(unsigned), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(counts_d, 0, maxLevels*sizeof(unsigned)));

    int threads = 128, blocksPerSM = 0, numSMs = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSM, bfs_persistent, threads, 0));
    CHECK(cudaDeviceGetAttribute(&numSMs, cudaDevAttrMultiProcessorCount, dev));
    int blocks = std::min(8, blocksPerSM*numSMs);
    if (blocks < 1) { printf("no occupancy\n"); return 1; }
    unsigned maxL = maxLevels;
    void* args[] = {&sp_d, &dst_d, &level_d, &fa_d, &fb_d, &counts_d, &maxL};
    CHECK(cudaLaunchCooperativeKernel((void*)bfs_persistent, dim3(blocks), dim3(threads), args, 0, 0));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(level.data(), level_d, V*sizeof(unsigned), cudaMemcpyDeviceToHost));
    std::vector<unsigned> counts(maxLevels);
    CHECK(cudaMemcpy(counts.data(), counts_d, maxLevels*sizeof(unsigned), cudaMemcpyDeviceToHost));
    unsigned reached = 0, maxLevel = 0; unsigned long long sum = 0;
    for (unsigned l : level) if (l != UINT_MAX) { reached++; sum += l; maxLevel = std::max(maxLevel, l); }
    bool ok = (level == ref) && (counts == refCounts);
    printf("V=%u E=%zu reached=%u maxLevel=%u levelSum=%llu %s\n", V, dst.size(), reached, maxLevel, sum, ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
