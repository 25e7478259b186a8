// corpus: libcu++'s <cuda/std/atomic> in device code: atomic_ref counters with memory orders (and cuda::atomic_ref's fetch_max), a cuda::std::atomic object in global memory stored, incremented and loaded, and one reached through a pointer to volatile (host and device)
#include <cstdio>
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <new>

__global__ void count(const int *v, int n, unsigned *hits, int *largest)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    cuda::std::atomic_ref<unsigned> h(*hits);
    if (v[i] % 3 == 0)
        h.fetch_add(1u, cuda::std::memory_order_relaxed);
    // fetch_max is libcu++'s extension, on cuda::atomic_ref only.
    cuda::atomic_ref<int, cuda::thread_scope_device>(*largest).fetch_max(v[i]);
}

__global__ void flags(cuda::std::atomic<int> *flag, int *out)
{
    if (threadIdx.x == 0)
        flag->store(41, cuda::std::memory_order_release);
    __syncthreads();
    if (threadIdx.x == 5)
        out[0] = ++*flag;
    __syncthreads();
    if (threadIdx.x == 0)
        out[1] = flag->load(cuda::std::memory_order_acquire);
}

__global__ void through_volatile(volatile cuda::std::atomic<int> *a)
{
    a->fetch_add(1);
    __syncthreads();
    if (threadIdx.x == 0) {
        a->store(a->load(cuda::std::memory_order_acquire) * 2);
        int expected = 66;
        a->compare_exchange_strong(expected, 70);
        ++*a;
    }
}

int main()
{
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; i++)
        h[i] = (i * 37) % 1001;
    int *d, *largest, *out;
    unsigned *hits;
    cuda::std::atomic<int> *flag;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&hits, sizeof(unsigned));
    cudaMalloc(&largest, sizeof(int));
    cudaMalloc(&out, 2 * sizeof(int));
    cudaMalloc(&flag, sizeof(cuda::std::atomic<int>));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemset(hits, 0, sizeof(unsigned));
    cudaMemset(largest, 0, sizeof(int));
    count<<<(n + 127) / 128, 128>>>(d, n, hits, largest);
    flags<<<1, 32>>>(flag, out);
    unsigned hh;
    int hl, ho[2];
    cudaMemcpy(&hh, hits, sizeof(hh), cudaMemcpyDeviceToHost);
    cudaMemcpy(&hl, largest, sizeof(hl), cudaMemcpyDeviceToHost);
    cudaMemcpy(ho, out, sizeof(ho), cudaMemcpyDeviceToHost);
    printf("multiples of 3: %u, largest %d, flag %d %d, sizeof %zu\n", hh, hl, ho[0], ho[1], sizeof(cuda::std::atomic<int>));
    cuda::std::atomic<int> *managed;
    cudaMallocManaged(&managed, sizeof(*managed));
    new (managed) cuda::std::atomic<int>(1);
    through_volatile<<<1, 32>>>(managed);
    cudaDeviceSynchronize();
    volatile cuda::std::atomic<int> *v = managed;
    *v = v->load() + 1;
    printf("through volatile: %d\n", v->load(cuda::std::memory_order_acquire));
    return 0;
}
