// corpus: a thread ending early through PTX's exit (in a device function, under a guard, before a barrier the others reach, deep in recursion) and a __host__ __device__ function whose host-only call ends the thread in device code
#include <cstdio>

__device__ void stop_if_odd(int i)
{
    if (i & 1) asm volatile("exit;");
}

__global__ void odd_threads_exit(int* out)
{
    int i = threadIdx.x;
    out[i] = -1;
    stop_if_odd(i);
    out[i] = i * 10;
}

// Threads that have exited do not hold the others at the barrier.
__global__ void exit_before_barrier(int* out)
{
    __shared__ int s[64];
    int i = threadIdx.x;
    if (i >= 48) asm("exit;");
    s[i] = i;
    __syncthreads();
    out[i] = s[(i + 1) % 48];
}

__global__ void guarded_exit(int* out)
{
    int i = threadIdx.x;
    asm volatile("{ .reg .pred p; setp.gt.s32 p, %0, 2; @p exit; }" ::"r"(i));
    out[i] = 100 + i;
}

__device__ int count_down(int n, int stop)
{
    if (n == stop) asm volatile("exit;");
    if (n == 0) return 0;
    return 1 + count_down(n - 1, stop);
}

__global__ void exit_in_recursion(int* out)
{
    int i = threadIdx.x;
    out[i] = -1;
    out[i] = count_down(5, i);
}

int host_only(int x) { return x + 1000; }

// nvcc warns that the host function is called here; in device code the call ends the thread.
__host__ __device__ int maybe_host(int x)
{
    if (x > 2) return host_only(x);
    return x;
}

// (What a thread stores before the call may not be stored at all: nvcc's optimizer takes the
// call as returning, so an earlier store to `out[i]` is dead.)
__global__ void host_call_ends_thread(int* out)
{
    int i = threadIdx.x;
    out[i] = maybe_host(i);
}

static void show(const char* what, const int* d, int n, int step)
{
    int h[64];
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%s:", what);
    for (int i = 0; i < n; i += step) printf(" %d", h[i]);
    printf("\n");
}

int main()
{
    int* d;
    cudaMalloc(&d, 64 * sizeof(int));
    odd_threads_exit<<<1, 8>>>(d);
    show("odd threads exit", d, 8, 1);
    exit_before_barrier<<<1, 64>>>(d);
    show("exit before barrier", d, 48, 7);
    cudaMemset(d, 0, 64 * sizeof(int));
    guarded_exit<<<1, 6>>>(d);
    show("guarded exit", d, 6, 1);
    exit_in_recursion<<<1, 8>>>(d);
    show("exit in recursion", d, 8, 1);
    cudaMemset(d, 0, 64 * sizeof(int));
    host_call_ends_thread<<<1, 6>>>(d);
    show("host call in device code", d, 6, 1);
    printf("host: %d %d\n", maybe_host(1), maybe_host(5));
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    cudaFree(d);
    return 0;
}
