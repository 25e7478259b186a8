// corpus: frontier-based BFS with atomicCAS on levels and privatized shared-memory frontiers overflowing to the global one
#include <cstdio>
#include <cstdlib>
#include <climits>
#include <vector>
#include <queue>
#include <algorithm>

#define LOCAL_FRONTIER_CAPACITY 32
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error: %s (line %d)\n", cudaGetErrorString(e_), __LINE__); exit(1);} } while (0)

struct CSRGraph { unsigned int numVertices; unsigned int* srcPtrs; unsigned int* dst; };

__global__ void bfs_frontier_kernel(CSRGraph csrGraph, unsigned int* level, unsigned int* prevFrontier, unsigned int* currFrontier,
                                    unsigned int numPrevFrontier, unsigned int* numCurrFrontier, unsigned int currLevel) {
    unsigned int i = blockIdx.x*blockDim.x + threadIdx.x;
    if (i < numPrevFrontier) {
        unsigned int vertex = prevFrontier[i];
        for (unsigned int edge = csrGraph.srcPtrs[vertex]; edge < csrGraph.srcPtrs[vertex + 1]; ++edge) {
            unsigned int neighbor = csrGraph.dst[edge];
            if (atomicCAS(&level[neighbor], UINT_MAX, currLevel) == UINT_MAX) {
                unsigned int currFrontierIdx = atomicAdd(numCurrFrontier, 1);
                currFrontier[currFrontierIdx] = neighbor;
            }
        }
    }
}

__global__ void bfs_private_frontier_kernel(CSRGraph csrGraph, unsigned int* level, unsigned int* prevFrontier, unsigned int* currFrontier,
                                            unsigned int numPrevFrontier, unsigned int* numCurrFrontier, unsigned int currLevel) {
    // Initialize privatized frontier
    __shared__ unsigned int currFrontier_s[LOCAL_FRONTIER_CAPACITY];
    __shared__ unsigned int numCurrFrontier_s;
    if (threadIdx.x == 0) {
        numCurrFrontier_s = 0;
    }
    __syncthreads();

    // Perform BFS
    unsigned int i = blockIdx.x*blockDim.x + threadIdx.x;
    if (i < numPrevFrontier) {
        unsigned int vertex = prevFrontier[i];
        for (unsigned int edge = csrGraph.srcPtrs[vertex]; edge < csrGraph.srcPtrs[vertex + 1]; ++edge) {
            unsigned int neighbor = csrGraph.dst[edge];
            if (atomicCAS(&level[neighbor], UINT_MAX, currLevel) == UINT_MAX) {
                unsigned int currFrontierIdx_s = atomicAdd(&numCurrFrontier_s, 1);
                if (currFrontierIdx_s < LOCAL_FRONTIER_CAPACITY) {
                    currFrontier_s[currFrontierIdx_s] = neighbor;
                } else {
                    numCurrFrontier_s = LOCAL_FRONTIER_CAPACITY;
                    unsigned int currFrontierIdx = atomicAdd(numCurrFrontier, 1);
                    currFrontier[currFrontierIdx] = neighbor;
                }
            }
        }
    }
    __syncthreads();

    // Allocate in global frontier
    __shared__ unsigned int currFrontierStartIdx;
    if (threadIdx.x == 0) {
        currFrontierStartIdx = atomicAdd(numCurrFrontier, numCurrFrontier_s);
    }
    __syncthreads();

    // Commit to global frontier
    for (unsigned int currFrontierIdx_s = threadIdx.x; currFrontierIdx_s < numCurrFrontier_s; currFrontierIdx_s += blockDim.x) {
        unsigned int currFrontierIdx = currFrontierStartIdx + currFrontierIdx_s;
        currFrontier[currFrontierIdx] = currFrontier_s[currFrontierIdx_s];
    }
}

int main() {
    const unsigned V = 5000;
    std::vector<std::vector<unsigned>> adj(V);
    unsigned s = 99991u;
    auto rnd = [&s]() { s = s*1103515245u + 12345u; return (s >> 8) & 0xffffff; };
    for (unsigned v = 0; v < V; v++) {
        unsigned deg = 1 + rnd() % 4;
        if (v % 500 == 0) deg = 200;     // hubs overflow the local frontier
        for (unsigned k = 0; k < deg; k++) adj[v].push_back(rnd() % V);
        std::sort(adj[v].begin(), adj[v].end());
        adj[v].erase(std::unique(adj[v].begin(), adj[v].end()), adj[v].end());
    }
    std::vector<unsigned> srcPtrs(V + 1, 0), dst;
    for (unsigned v = 0; v < V; v++) { dst.insert(dst.end(), adj[v].begin(), adj[v].end()); srcPtrs[v + 1] = (unsigned)dst.size(); }
    const unsigned root = 1;
    std::vector<unsigned> ref(V, UINT_MAX);
    { std::queue<unsigned> q; ref[root] = 0; q.push(root);
      while (!q.empty()) { unsigned u = q.front(); q.pop();
        for (unsigned w : adj[u]) if (ref[w] == UINT_MAX) { ref[w] = ref[u] + 1; q.push(w); } } }

    CSRGraph g{V, nullptr, nullptr};
    CHECK(cudaMalloc(&g.srcPtrs, (V + 1)*sizeof(unsigned)));
    CHECK(cudaMalloc(&g.dst, dst.size()*sizeof(unsigned)));
    CHECK(cudaMemcpy(g.srcPtrs, srcPtrs.data(), (V + 1)*sizeof(unsigned), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(g.dst, dst.data(), dst.size()*sizeof(unsigned), cudaMemcpyHostToDevice));
    unsigned *level_d, *f0, *f1, *num_d;
    CHECK(cudaMalloc(&level_d, V*sizeof(unsigned)));
    CHECK(cudaMalloc(&f0, V*sizeof(unsigned)));
    CHECK(cudaMalloc(&f1, V*sizeof(unsigned)));
    CHECK(cudaMalloc(&num_d, sizeof(unsigned)));
    int fails = 0;
    for (int variant = 0; variant < 2; variant++) {
        std::vector<unsigned> level(V, UINT_MAX); level[root] = 0;
        CHECK(cudaMemcpy(level_d, level.data(), V*sizeof(unsigned), cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(f0, &root, sizeof(unsigned), cudaMemcpyHostToDevice));
        unsigned *prev = f0, *curr = f1;
        unsigned numPrev = 1, currLevel = 1, maxFrontier = 1;
        std::vector<unsigned> sizes;
        while (numPrev > 0) {
            CHECK(cudaMemset(num_d, 0, sizeof(unsigned)));
            unsigned blocks = (numPrev + 63)/64;
            if (variant == 0) bfs_frontier_kernel<<<blocks, 64>>>(g, level_d, prev, curr, numPrev, num_d, currLevel);
            else bfs_private_frontier_kernel<<<blocks, 64>>>(g, level_d, prev, curr, numPrev, num_d, currLevel);
            cudaError_t e = cudaGetLastError();
            if (e != cudaSuccess) { printf("launch: %s\n", cudaGetErrorString(e)); return 1; }
            CHECK(cudaMemcpy(&numPrev, num_d, sizeof(unsigned), cudaMemcpyDeviceToHost));
            sizes.push_back(numPrev);
            maxFrontier = std::max(maxFrontier, numPrev);
            std::swap(prev, curr);
            currLevel++;
        }
        CHECK(cudaMemcpy(level.data(), level_d, V*sizeof(unsigned), cudaMemcpyDeviceToHost));
        unsigned reached = 0; unsigned long long sum = 0;
        for (unsigned l : level) if (l != UINT_MAX) { reached++; sum += l; }
        bool ok = level == ref;
        printf("%s: levels=%u reached=%u levelSum=%llu maxFrontier=%u frontiers:", variant ? "privatized" : "global", currLevel - 2, reached, sum, maxFrontier);
        for (unsigned x : sizes) printf(" %u", x);
        printf(" %s\n", ok ? "PASS" : "FAIL");
        fails += !ok;
    }
    printf("%s\n", fails ? "FAIL" : "PASS");
    return fails;
}
