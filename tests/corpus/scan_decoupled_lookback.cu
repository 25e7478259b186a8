// corpus: single-pass scan with decoupled look-back: tile ids from an atomic counter, status words published after __threadfence
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cstdint>

#define BLOCK 128
#define ITEMS 4
#define TILE (BLOCK*ITEMS)
#define FLAG_X 0ull
#define FLAG_A 1ull
#define FLAG_P 2ull
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error: %s (line %d)\n", cudaGetErrorString(e_), __LINE__); exit(1);} } while (0)

__device__ __forceinline__ unsigned long long pack(unsigned long long flag, unsigned int value) {
    return (flag << 32) | (unsigned long long)value;
}

__global__ void lookback_scan(const unsigned int *in, unsigned int *out, unsigned int n,
                              unsigned long long *status, unsigned int *tileCounter) {
    __shared__ unsigned int tile_s;
    __shared__ unsigned int partial[BLOCK];
    __shared__ unsigned int exclusive_s;
    if (threadIdx.x == 0) tile_s = atomicAdd(tileCounter, 1u);
    __syncthreads();
    const unsigned int tile = tile_s;
    const unsigned int base = tile*TILE + threadIdx.x*ITEMS;

    // thread-local sequential scan of ITEMS consecutive elements
    unsigned int v[ITEMS];
    unsigned int run = 0;
    #pragma unroll
    for (int k = 0; k < ITEMS; k++) {
        unsigned int idx = base + k;
        run += (idx < n) ? in[idx] : 0u;
        v[k] = run;
    }
    partial[threadIdx.x] = run;
    // block-level Kogge-Stone over per-thread totals
    for (unsigned int stride = 1; stride < BLOCK; stride <<= 1) {
        __syncthreads();
        unsigned int t = (threadIdx.x >= stride) ? partial[threadIdx.x - stride] : 0u;
        __syncthreads();
        partial[threadIdx.x] += t;
    }
    __syncthreads();
    const unsigned int aggregate = partial[BLOCK - 1];

    if (threadIdx.x == 0) {
        unsigned int exclusive = 0;
        if (tile == 0) {
            __threadfence();
            atomicExch(&status[0], pack(FLAG_P, aggregate));
        } else {
            atomicExch(&status[tile], pack(FLAG_A, aggregate));
            int j = (int)tile - 1;
            while (j >= 0) {
                unsigned long long s = atomicAdd(&status[j], 0ull);
                unsigned long long flag = s >> 32;
                if (flag == FLAG_X) continue;          // predecessor not yet published: spin
                exclusive += (unsigned int)(s & 0xffffffffull);
                if (flag == FLAG_P) break;             // inclusive prefix found
                --j;                                   // aggregate only: keep looking back
            }
            __threadfence();
            atomicExch(&status[tile], pack(FLAG_P, exclusive + aggregate));
        }
        exclusive_s = exclusive;
    }
    __syncthreads();
    unsigned int prefix = exclusive_s + (threadIdx.x > 0 ? partial[threadIdx.x - 1] : 0u);
    #pragma unroll
    for (int k = 0; k < ITEMS; k++) {
        unsigned int idx = base + k;
        if (idx < n) out[idx] = v[k] + prefix;
    }
}

int main() {
    const unsigned n = 250000;
    const unsigned tiles = (n + TILE - 1)/TILE;
    std::vector<unsigned> h(n), res(n), ref(n);
    uint64_t st = 88172645463325252ull;
    for (auto& x : h) { st ^= st << 13; st ^= st >> 7; st ^= st << 17; x = (unsigned)(st % 1000); }
    unsigned acc = 0;
    for (unsigned i = 0; i < n; i++) { acc += h[i]; ref[i] = acc; }

    unsigned *in_d, *out_d, *counter_d; unsigned long long *status_d;
    CHECK(cudaMalloc(&in_d, n*sizeof(unsigned)));
    CHECK(cudaMalloc(&out_d, n*sizeof(unsigned)));
    CHECK(cudaMalloc(&counter_d, sizeof(unsigned)));
    CHECK(cudaMalloc(&status_d, tiles*sizeof(unsigned long long)));
    CHECK(cudaMemcpy(in_d, h.data(), n*sizeof(unsigned), cudaMemcpyHostToDevice));
    int fails = 0;
    for (int rep = 0; rep < 2; rep++) {
        CHECK(cudaMemset(counter_d, 0, sizeof(unsigned)));
        CHECK(cudaMemset(status_d, 0, tiles*sizeof(unsigned long long)));
        lookback_scan<<<tiles, BLOCK>>>(in_d, out_d, n, status_d, counter_d);
        cudaError_t e = cudaGetLastError();
        if (e != cudaSuccess) { printf("launch: %s\n", cudaGetErrorString(e)); return 1; }
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(res.data(), out_d, n*sizeof(unsigned), cudaMemcpyDeviceToHost));
        std::vector<unsigned long long> status(tiles);
        CHECK(cudaMemcpy(status.data(), status_d, tiles*sizeof(unsigned long long), cudaMemcpyDeviceToHost));
        int bad = 0, notP = 0;
        for (unsigned i = 0; i < n; i++) bad += res[i] != ref[i];
        for (auto s : status) notP += (s >> 32) != FLAG_P;
        printf("rep %d: tiles=%u out[511]=%u out[n-1]=%u bad=%d notP=%d %s\n", rep, tiles, res[511], res[n-1], bad, notP,
               (bad || notP) ? "FAIL" : "PASS");
        fails += (bad || notP);
    }
    cudaFree(in_d); cudaFree(out_d); cudaFree(counter_d); cudaFree(status_d);
    printf("%s\n", fails ? "FAIL" : "PASS");
    return fails;
}
