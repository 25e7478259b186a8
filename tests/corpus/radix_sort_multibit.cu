// corpus: radix sort with a local shared-memory sort per tile and multi-bit digits
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>

#define BLOCK 256
#define RADIX_BITS 4
#define BUCKETS (1 << RADIX_BITS)
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error: %s (line %d)\n", cudaGetErrorString(e_), __LINE__); exit(1);} } while (0)

__device__ unsigned block_exclusive_scan(unsigned v, unsigned* s, unsigned* total) {
    s[threadIdx.x] = v;
    for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
        __syncthreads();
        unsigned t = threadIdx.x >= stride ? s[threadIdx.x - stride] : 0;
        __syncthreads();
        s[threadIdx.x] += t;
    }
    __syncthreads();
    *total = s[blockDim.x - 1];
    unsigned r = s[threadIdx.x] - v;
    __syncthreads();
    return r;
}

__global__ void local_sort(const unsigned* in, unsigned* localSorted, unsigned* table, unsigned N, unsigned shift) {
    __shared__ unsigned keys_s[BLOCK];
    __shared__ unsigned valid_s[BLOCK];
    __shared__ unsigned scan_s[BLOCK];
    __shared__ unsigned counts_s[BUCKETS];
    unsigned i = blockIdx.x*blockDim.x + threadIdx.x;
    unsigned nValid = min((unsigned)blockDim.x, N - blockIdx.x*blockDim.x);
    // invalid slots get key 0xffffffff-ish digit treatment: mark them so they sort last
    unsigned key = (i < N) ? in[i] : 0xffffffffu;
    unsigned isValid = (i < N) ? 1u : 0u;
    if (threadIdx.x < BUCKETS) counts_s[threadIdx.x] = 0;
    // sort locally by each bit of the digit (stable 1-bit splits)
    for (unsigned b = 0; b < RADIX_BITS; b++) {
        unsigned bit = (key >> (shift + b)) & 1;
        if (!isValid) bit = 1;
        unsigned totalOnes;
        unsigned onesBefore = block_exclusive_scan(bit, scan_s, &totalOnes);
        unsigned dst = bit ? (blockDim.x - totalOnes + onesBefore) : (threadIdx.x - onesBefore);
        keys_s[dst] = key;
        valid_s[dst] = isValid;
        __syncthreads();
        key = keys_s[threadIdx.x];
        isValid = valid_s[threadIdx.x];
        __syncthreads();
    }
    if (isValid) {
        unsigned digit = (key >> shift) & (BUCKETS - 1);
        atomicAdd(&counts_s[digit], 1u);
        localSorted[i] = key;   // threadIdx.x < nValid here since invalid keys sort to the end
    }
    __syncthreads();
    if (threadIdx.x < BUCKETS) table[threadIdx.x*gridDim.x + blockIdx.x] = counts_s[threadIdx.x];
    (void)nValid;
}

__global__ void scan_table(unsigned* table, unsigned len) {
    __shared__ unsigned s[BLOCK];
    __shared__ unsigned carry;
    if (threadIdx.x == 0) carry = 0;
    for (unsigned base = 0; base < len; base += blockDim.x) {
        __syncthreads();
        unsigned idx = base + threadIdx.x;
        unsigned v = idx < len ? table[idx] : 0;
        unsigned total;
        unsigned ex = block_exclusive_scan(v, s, &total);
        if (idx < len) table[idx] = carry + ex;
        __syncthreads();
        if (threadIdx.x == 0) carry += total;
    }
}

__global__ void scatter(const unsigned* localSorted, unsigned* out, const unsigned* table, unsigned N, unsigned shift) {
    __shared__ unsigned digits_s[BLOCK];
    __shared__ unsigned start_s[BUCKETS];
    unsigned i = blockIdx.x*blockDim.x + threadIdx.x;
    unsigned digit = BUCKETS;
    unsigned key = 0;
    if (i < N) { key = localSorted[i]; digit = (key >> shift) & (BUCKETS - 1); }
    digits_s[threadIdx.x] = digit;
    if (threadIdx.x < BUCKETS) start_s[threadIdx.x] = 0xffffffffu;
    __syncthreads();
    // first local index of each bucket
    if (i < N && (threadIdx.x == 0 || digits_s[threadIdx.x - 1] != digit)) start_s[digit] = threadIdx.x;
    __syncthreads();
    if (i < N) {
        unsigned dst = table[digit*gridDim.x + blockIdx.x] + (threadIdx.x - start_s[digit]);
        out[dst] = key;
    }
}

int main() {
    const unsigned N = 30001;
    const unsigned numBlocks = (N + BLOCK - 1)/BLOCK;
    std::vector<unsigned> keys(N);
    unsigned s = 4242u;
    for (auto& k : keys) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; k = s; }
    keys[5] = 0xffffffffu; keys[77] = 0u;
    std::vector<unsigned> ref = keys;
    std::stable_sort(ref.begin(), ref.end());

    unsigned *a_d, *b_d, *local_d, *table_d;
    CHECK(cudaMalloc(&a_d, N*sizeof(unsigned)));
    CHECK(cudaMalloc(&b_d, N*sizeof(unsigned)));
    CHECK(cudaMalloc(&local_d, N*sizeof(unsigned)));
    CHECK(cudaMalloc(&table_d, BUCKETS*numBlocks*sizeof(unsigned)));
    CHECK(cudaMemcpy(a_d, keys.data(), N*sizeof(unsigned), cudaMemcpyHostToDevice));
    for (unsigned shift = 0; shift < 32; shift += RADIX_BITS) {
        local_sort<<<numBlocks, BLOCK>>>(a_d, local_d, table_d, N, shift);
        scan_table<<<1, BLOCK>>>(table_d, BUCKETS*numBlocks);
        scatter<<<numBlocks, BLOCK>>>(local_d, b_d, table_d, N, shift);
        cudaError_t e = cudaGetLastError();
        if (e != cudaSuccess) { printf("launch error: %s\n", cudaGetErrorString(e)); return 1; }
        std::swap(a_d, b_d);
    }
    CHECK(cudaDeviceSynchronize());
    std::vector<unsigned> res(N);
    CHECK(cudaMemcpy(res.data(), a_d, N*sizeof(unsigned), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (unsigned i = 0; i < N; i++) bad += res[i] != ref[i];
    unsigned long long cs = 0; for (unsigned i = 0; i < N; i++) cs = cs*31 + res[i];
    printf("N=%u blocks=%u first=%u mid=%u last=%u hash=%llu bad=%d %s\n", N, numBlocks, res[0], res[N/2], res[N-1], cs, bad,
           bad ? "FAIL" : "PASS");
    cudaFree(a_d); cudaFree(b_d); cudaFree(local_d); cudaFree(table_d);
    return bad != 0;
}
