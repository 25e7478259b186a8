// corpus: parallel merge with co-rank, basic and tiled in shared memory
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error: %s (line %d)\n", cudaGetErrorString(e_), __LINE__); exit(1);} } while (0)

__host__ __device__ void merge_sequential(int *A, int m, int *B, int n, int *C) {
    int i = 0, j = 0, k = 0;
    while ((i < m) && (j < n)) {
        if (A[i] <= B[j]) {
            C[k++] = A[i++];
        } else {
            C[k++] = B[j++];
        }
    }
    if (i == m) {
        while (j < n) C[k++] = B[j++];
    } else {
        while (i < m) C[k++] = A[i++];
    }
}

__host__ __device__ int co_rank(int k, int* A, int m, int* B, int n) {
    int i = k < m ? k : m;
    int j = k - i;
    int i_low = 0 > (k - n) ? 0 : k - n;
    int j_low = 0 > (k - m) ? 0 : k - m;
    int delta;
    bool active = true;
    while (active) {
        if (i > 0 && j < n && A[i-1] > B[j]) {
            delta = ((i - i_low + 1) >> 1);
            j_low = j;
            j = j + delta;
            i = i - delta;
        } else if (j > 0 && i < m && B[j-1] >= A[i]) {
            delta = ((j - j_low + 1) >> 1);
            i_low = i;
            i = i + delta;
            j = j - delta;
        } else {
            active = false;
        }
    }
    return i;
}

__global__ void merge_basic_kernel(int* A, int m, int* B, int n, int* C) {
    int tid = blockIdx.x*blockDim.x + threadIdx.x;
    int elementsPerThread = (m + n + blockDim.x*gridDim.x - 1)/(blockDim.x*gridDim.x);
    int k_curr = min(tid*elementsPerThread, m + n);
    int k_next = min((tid+1)*elementsPerThread, m + n);
    int i_curr = co_rank(k_curr, A, m, B, n);
    int i_next = co_rank(k_next, A, m, B, n);
    int j_curr = k_curr - i_curr;
    int j_next = k_next - i_next;
    merge_sequential(&A[i_curr], i_next - i_curr, &B[j_curr], j_next - j_curr, &C[k_curr]);
}

__global__ void merge_tiled_kernel(int* A, int m, int* B, int n, int* C, int tile_size) {
    /* Part 1: identify block-level output and input subarrays */
    extern __shared__ int shareAB[];
    int* A_S = &shareAB[0];
    int* B_S = &shareAB[tile_size];
    int chunk = (m + n + gridDim.x - 1)/gridDim.x;
    int C_curr = min((int)blockIdx.x*chunk, m + n);
    int C_next = min(((int)blockIdx.x + 1)*chunk, m + n);
    if (threadIdx.x == 0) {
        A_S[0] = co_rank(C_curr, A, m, B, n);
        A_S[1] = co_rank(C_next, A, m, B, n);
    }
    __syncthreads();
    int A_curr = A_S[0];
    int A_next = A_S[1];
    int B_curr = C_curr - A_curr;
    int B_next = C_next - A_next;
    __syncthreads();

    /* Part 2: loop through the subarrays in tiles */
    int counter = 0;
    int C_length = C_next - C_curr;
    int A_length = A_next - A_curr;
    int B_length = B_next - B_curr;
    int total_iteration = (C_length + tile_size - 1)/tile_size;
    int C_completed = 0;
    int A_consumed = 0;
    int B_consumed = 0;
    while (counter < total_iteration) {
        for (int i = 0; i < tile_size; i += blockDim.x) {
            if (i + threadIdx.x < A_length - A_consumed) {
                A_S[i + threadIdx.x] = A[A_curr + A_consumed + i + threadIdx.x];
            }
        }
        for (int i = 0; i < tile_size; i += blockDim.x) {
            if (i + threadIdx.x < B_length - B_consumed) {
                B_S[i + threadIdx.x] = B[B_curr + B_consumed + i + threadIdx.x];
            }
        }
        __syncthreads();

        /* Part 3: all threads merge their subarrays in parallel */
        int c_curr = threadIdx.x*(tile_size/blockDim.x);
        int c_next = (threadIdx.x + 1)*(tile_size/blockDim.x);
        c_curr = (c_curr <= C_length - C_completed) ? c_curr : C_length - C_completed;
        c_next = (c_next <= C_length - C_completed) ? c_next : C_length - C_completed;
        int A_tile = min(tile_size, A_length - A_consumed);
        int B_tile = min(tile_size, B_length - B_consumed);
        int a_curr = co_rank(c_curr, A_S, A_tile, B_S, B_tile);
        int b_curr = c_curr - a_curr;
        int a_next = co_rank(c_next, A_S, A_tile, B_S, B_tile);
        int b_next = c_next - a_next;
        merge_sequential(A_S + a_curr, a_next - a_curr, B_S + b_curr, b_next - b_curr, C + C_curr + C_completed + c_curr);

        /* update the number of A and B elements consumed so far */
        counter++;
        int produced = min(tile_size, C_length - C_completed);
        A_consumed += co_rank(produced, A_S, A_tile, B_S, B_tile);
        C_completed += produced;
        B_consumed = C_completed - A_consumed;
        __syncthreads();
    }
}

static void make_sorted(std::vector<int>& v, unsigned seed, int maxStep) {
    int cur = 0;
    for (auto& x : v) { seed = seed*1103515245u + 12345u; cur += (seed >> 16) % maxStep; x = cur; }
}

int main() {
    const int m = 33333, n = 21011;
    std::vector<int> A(m), B(n), C(m + n), ref(m + n);
    make_sorted(A, 3, 4);
    make_sorted(B, 5, 7);
    merge_sequential(A.data(), m, B.data(), n, ref.data());
    if (!std::is_sorted(ref.begin(), ref.end())) { printf("reference not sorted\n"); return 1; }

    int *A_d, *B_d, *C_d;
    CHECK(cudaMalloc(&A_d, m*sizeof(int)));
    CHECK(cudaMalloc(&B_d, n*sizeof(int)));
    CHECK(cudaMalloc(&C_d, (m + n)*sizeof(int)));
    CHECK(cudaMemcpy(A_d, A.data(), m*sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(B_d, B.data(), n*sizeof(int), cudaMemcpyHostToDevice));
    int fails = 0;

    CHECK(cudaMemset(C_d, 0xff, (m + n)*sizeof(int)));
    merge_basic_kernel<<<20, 128>>>(A_d, m, B_d, n, C_d);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) { printf("launch: %s\n", cudaGetErrorString(e)); return 1; }
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(C.data(), C_d, (m + n)*sizeof(int), cudaMemcpyDeviceToHost));
    long long cs = 0; for (int x : C) cs += x;
    bool ok = C == ref;
    printf("basic  checksum=%lld C[1000]=%d C[last]=%d %s\n", cs, C[1000], C[m+n-1], ok ? "PASS" : "FAIL");
    fails += !ok;

    const int tile_size = 256;
    CHECK(cudaMemset(C_d, 0xff, (m + n)*sizeof(int)));
    merge_tiled_kernel<<<16, 64, 2*tile_size*sizeof(int)>>>(A_d, m, B_d, n, C_d, tile_size);
    e = cudaGetLastError();
    if (e != cudaSuccess) { printf("launch: %s\n", cudaGetErrorString(e)); return 1; }
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(C.data(), C_d, (m + n)*sizeof(int), cudaMemcpyDeviceToHost));
    cs = 0; for (int x : C) cs += x;
    ok = C == ref;
    printf("tiled  checksum=%lld C[1000]=%d C[last]=%d %s\n", cs, C[1000], C[m+n-1], ok ? "PASS" : "FAIL");
    fails += !ok;

    cudaFree(A_d); cudaFree(B_d); cudaFree(C_d);
    printf("%s\n", fails ? "FAIL" : "PASS");
    return fails;
}
