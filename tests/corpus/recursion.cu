// Recursive device functions: direct and mutual recursion, recursion through a template, a
// local array in every frame, pointers into the caller's frame, and shared memory read from
// a recursive call; the device runtime's synchronization depth, which compute capability 9.0
// does not limit.
#include <cstdio>

__device__ unsigned long long factorial(int n) { return n <= 1 ? 1ull : n * factorial(n - 1); }

__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ bool is_odd(unsigned n);
__device__ bool is_even(unsigned n) { return n == 0 ? true : is_odd(n - 1); }
__device__ bool is_odd(unsigned n) { return n == 0 ? false : is_even(n - 1); }

// Each call keeps a local array; the sum comes back through a pointer into the caller's frame.
__device__ void digits_sum(int n, int *sum)
{
    int local[4] = {n % 10, 0, 0, 0};
    if (n >= 10) {
        digits_sum(n / 10, &local[1]);
    }
    *sum = local[0] + local[1];
}

// Quicksort of a small array in place, recursing on both halves.
template <class T> __device__ void quicksort(T *a, int lo, int hi)
{
    if (lo >= hi)
        return;
    T pivot = a[(lo + hi) / 2];
    int i = lo, j = hi;
    while (i <= j) {
        while (a[i] < pivot)
            ++i;
        while (a[j] > pivot)
            --j;
        if (i <= j) {
            T t = a[i];
            a[i] = a[j];
            a[j] = t;
            ++i;
            --j;
        }
    }
    quicksort(a, lo, j);
    quicksort(a, i, hi);
}

__shared__ int table[32];

__device__ int walk(int i, int depth) { return depth == 0 ? table[i] : walk((i * 7 + 3) % 32, depth - 1) + table[i]; }

__global__ void recurse(unsigned long long *fact, int *fibs, int *parity, int *sums, float *sorted, int *walks)
{
    int t = threadIdx.x;
    table[t] = t * t;
    __syncthreads();
    fact[t] = factorial(t % 21);
    fibs[t] = fib(t % 20);
    parity[t] = is_even(t * 3u) ? 2 : 1;
    digits_sum(t * 98765, &sums[t]);
    float v[8];
    for (int k = 0; k < 8; ++k)
        v[k] = (float)((t * 13 + k * 29) % 17) - 8.0f;
    quicksort(v, 0, 7);
    for (int k = 0; k < 8; ++k)
        sorted[t * 8 + k] = v[k];
    walks[t] = walk(t, t % 9);
}

int main()
{
    const int n = 32;
    unsigned long long *fact;
    int *fibs, *parity, *sums, *walks;
    float *sorted;
    cudaMallocManaged(&fact, n * sizeof *fact);
    cudaMallocManaged(&fibs, n * sizeof *fibs);
    cudaMallocManaged(&parity, n * sizeof *parity);
    cudaMallocManaged(&sums, n * sizeof *sums);
    cudaMallocManaged(&walks, n * sizeof *walks);
    cudaMallocManaged(&sorted, n * 8 * sizeof *sorted);
    // Room for the deepest recursion (the default stack is 1 KiB per thread).
    cudaDeviceSetLimit(cudaLimitStackSize, 16 * 1024);
    // The device runtime's synchronization depth is no limit of compute capability 9.0.
    printf("sync depth limit: %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 24)));
    size_t depth = 0;
    printf("sync depth limit read: %s\n", cudaGetErrorName(cudaDeviceGetLimit(&depth, cudaLimitDevRuntimeSyncDepth)));
    cudaGetLastError();
    recurse<<<1, n>>>(fact, fibs, parity, sums, sorted, walks);
    cudaError_t err = cudaDeviceSynchronize();
    printf("launch: %s\n", cudaGetErrorString(err));
    for (int t = 0; t < n; t += 5) {
        printf("t=%2d %llu fib=%d parity=%d digits=%d walk=%d sorted:", t, fact[t], fibs[t], parity[t], sums[t],
               walks[t]);
        for (int k = 0; k < 8; ++k)
            printf(" %g", sorted[t * 8 + k]);
        printf("\n");
    }
    return 0;
}
