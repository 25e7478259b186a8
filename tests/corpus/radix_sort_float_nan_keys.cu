// corpus: radix sort of float keys mapped through __float_as_uint, NaN keys from 0/0 sorting last
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstring>

#define BLOCK 256
#define RADIX_BITS 4
#define BUCKETS (1 << RADIX_BITS)
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error: %s (line %d)\n", cudaGetErrorString(e_), __LINE__); exit(1);} } while (0)

__global__ void make_keys(const int* hits, const int* attempts, unsigned* keys, int n) {
    int i = blockIdx.x*blockDim.x + threadIdx.x;
    if (i < n) {
        float ratio = (float)hits[i] / (float)attempts[i];
        unsigned u = __float_as_uint(ratio);
        keys[i] = (u & 0x80000000u) ? ~u : (u | 0x80000000u);
    }
}

// per block, per bucket counts (bucket-major table)
__global__ void count_digits(const unsigned* keys, unsigned* table, int n, int shift) {
    __shared__ unsigned cnt[BUCKETS];
    if (threadIdx.x < BUCKETS) cnt[threadIdx.x] = 0;
    __syncthreads();
    int i = blockIdx.x*blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&cnt[(keys[i] >> shift) & (BUCKETS - 1)], 1u);
    __syncthreads();
    if (threadIdx.x < BUCKETS) table[threadIdx.x*gridDim.x + blockIdx.x] = cnt[threadIdx.x];
}

// exclusive scan of the table, single block, sequential over chunks
__global__ void scan_table(unsigned* table, int len) {
    __shared__ unsigned s[BLOCK];
    __shared__ unsigned carry;
    if (threadIdx.x == 0) carry = 0;
    for (int base = 0; base < len; base += BLOCK) {
        __syncthreads();
        int idx = base + threadIdx.x;
        unsigned v = idx < len ? table[idx] : 0;
        s[threadIdx.x] = v;
        for (int stride = 1; stride < BLOCK; stride *= 2) {
            __syncthreads();
            unsigned t = threadIdx.x >= stride ? s[threadIdx.x - stride] : 0;
            __syncthreads();
            s[threadIdx.x] += t;
        }
        __syncthreads();
        if (idx < len) table[idx] = carry + s[threadIdx.x] - v;
        __syncthreads();
        if (threadIdx.x == 0) carry += s[BLOCK - 1];
    }
}

// stable scatter: thread 0 of each block walks its keys in order (keeps the sort stable)
__global__ void scatter(const unsigned* in, unsigned* out, const unsigned* table, int n, int shift) {
    __shared__ unsigned offs[BUCKETS];
    if (threadIdx.x < BUCKETS) offs[threadIdx.x] = table[threadIdx.x*gridDim.x + blockIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) {
        int end = min(n, (int)((blockIdx.x + 1)*blockDim.x));
        for (int i = blockIdx.x*blockDim.x; i < end; i++) {
            unsigned k = in[i];
            out[offs[(k >> shift) & (BUCKETS - 1)]++] = k;
        }
    }
}

static float key_to_float(unsigned k) {
    unsigned u = (k & 0x80000000u) ? (k & 0x7fffffffu) : ~k;
    float f; memcpy(&f, &u, 4); return f;
}

int main() {
    const int n = 5000;
    std::vector<int> hits(n), attempts(n);
    int expectedNaN = 0;
    for (int i = 0; i < n; i++) {
        attempts[i] = (i % 37 == 0) ? 0 : 1 + (i*7) % 50;
        hits[i] = (i % 37 == 0) ? 0 : ((i*13) % 101) - 50;   // negative, zero and positive ratios
        if (attempts[i] == 0 && hits[i] == 0) expectedNaN++;
    }
    const int blocks = (n + BLOCK - 1)/BLOCK;
    int *hits_d, *att_d; unsigned *a_d, *b_d, *table_d;
    CHECK(cudaMalloc(&hits_d, n*sizeof(int))); CHECK(cudaMalloc(&att_d, n*sizeof(int)));
    CHECK(cudaMalloc(&a_d, n*sizeof(unsigned))); CHECK(cudaMalloc(&b_d, n*sizeof(unsigned)));
    CHECK(cudaMalloc(&table_d, BUCKETS*blocks*sizeof(unsigned)));
    CHECK(cudaMemcpy(hits_d, hits.data(), n*sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(att_d, attempts.data(), n*sizeof(int), cudaMemcpyHostToDevice));
    make_keys<<<blocks, BLOCK>>>(hits_d, att_d, a_d, n);
    CHECK(cudaGetLastError());
    for (int shift = 0; shift < 32; shift += RADIX_BITS) {
        count_digits<<<blocks, BLOCK>>>(a_d, table_d, n, shift);
        scan_table<<<1, BLOCK>>>(table_d, BUCKETS*blocks);
        scatter<<<blocks, BLOCK>>>(a_d, b_d, table_d, n, shift);
        cudaError_t e = cudaGetLastError();
        if (e != cudaSuccess) { printf("launch error: %s\n", cudaGetErrorString(e)); return 1; }
        std::swap(a_d, b_d);
    }
    CHECK(cudaDeviceSynchronize());
    std::vector<unsigned> keys(n);
    CHECK(cudaMemcpy(keys.data(), a_d, n*sizeof(unsigned), cudaMemcpyDeviceToHost));

    // checks: keys ascending; the finite values ascending; all NaNs at the end
    bool ascending = std::is_sorted(keys.begin(), keys.end());
    std::vector<float> vals(n);
    for (int i = 0; i < n; i++) vals[i] = key_to_float(keys[i]);
    int nanCount = 0, firstNaN = -1, lastFinite = -1;
    for (int i = 0; i < n; i++) {
        if (std::isnan(vals[i])) { nanCount++; if (firstNaN < 0) firstNaN = i; }
        else lastFinite = i;
    }
    std::vector<float> finite;
    for (int i = 0; i < n; i++) if (!std::isnan(vals[i])) finite.push_back(vals[i]);
    bool finiteSorted = std::is_sorted(finite.begin(), finite.end());
    std::vector<float> ref;
    for (int i = 0; i < n; i++) if (attempts[i] != 0) ref.push_back((float)hits[i] / (float)attempts[i]);
    std::sort(ref.begin(), ref.end());
    bool sameFinite = finite.size() == ref.size() && std::equal(ref.begin(), ref.end(), finite.begin());
    bool nanLast = nanCount == expectedNaN && lastFinite < firstNaN;
    printf("n=%d nan=%d (expected %d) firstNaN=%d lastFinite=%d min=%.3f max=%.3f\n", n, nanCount, expectedNaN, firstNaN,
           lastFinite, finite.front(), finite.back());
    printf("ascending=%d finiteSorted=%d sameFinite=%d nanLast=%d\n", ascending, finiteSorted, sameFinite, nanLast);
    bool ok = ascending && finiteSorted && sameFinite && nanLast;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
