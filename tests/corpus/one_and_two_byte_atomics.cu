// corpus: cuda::atomic and cuda::atomic_ref of 1- and 2-byte types (bool flags, byte and short counters sharing one 4-byte word, each updated by many threads without disturbing its neighbours), in device and host code
#include <cstdio>
#include <cuda/atomic>
#include <cuda/std/atomic>

__global__ void count_bytes(unsigned char* bytes, short* shorts, int* flags)
{
    // Four byte counters in one word, two short counters in the next: every thread adds to
    // each, so a lost or misplaced update would show.
    for (int k = 0; k < 4; ++k) {
        cuda::atomic_ref<unsigned char, cuda::thread_scope_device> b(bytes[k]);
        b.fetch_add((unsigned char)(k + 1));
    }
    for (int k = 0; k < 2; ++k) {
        cuda::atomic_ref<short, cuda::thread_scope_device> s(shorts[k]);
        s.fetch_sub((short)(k + 1));
    }
    __shared__ cuda::atomic<bool, cuda::thread_scope_block> seen;
    __shared__ cuda::std::atomic<short> arrivals;
    if (threadIdx.x == 0) {
        seen.store(false);
        arrivals.store(0);
    }
    __syncthreads();
    arrivals.fetch_add(1);
    if (threadIdx.x == 37) seen.store(true);
    bool expected = true;
    __syncthreads();
    if (threadIdx.x == 0) {
        bool was = seen.compare_exchange_strong(expected, false);
        atomicAdd(&flags[0], was ? 1 : 0);
        atomicAdd(&flags[1], seen.load() ? 1 : 0);
        atomicAdd(&flags[2], arrivals.load());
    }
}

int main()
{
    unsigned char* bytes;
    short* shorts;
    int* flags;
    cudaMalloc(&bytes, 4);
    cudaMalloc(&shorts, 2 * sizeof(short));
    cudaMalloc(&flags, 3 * sizeof(int));
    cudaMemset(bytes, 0, 4);
    cudaMemset(shorts, 0, 2 * sizeof(short));
    cudaMemset(flags, 0, 3 * sizeof(int));
    count_bytes<<<3, 64>>>(bytes, shorts, flags);
    unsigned char hb[4];
    short hs[2];
    int hf[3];
    cudaMemcpy(hb, bytes, sizeof hb, cudaMemcpyDeviceToHost);
    cudaMemcpy(hs, shorts, sizeof hs, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, flags, sizeof hf, cudaMemcpyDeviceToHost);
    printf("bytes: %d %d %d %d\n", hb[0], hb[1], hb[2], hb[3]);
    printf("shorts: %d %d\n", hs[0], hs[1]);
    printf("flags: %d %d %d\n", hf[0], hf[1], hf[2]);

    // The same classes in host code.
    unsigned char host_byte = 250;
    cuda::atomic_ref<unsigned char> r(host_byte);
    unsigned char before = r.fetch_add(10);
    cuda::atomic<bool> done(false);
    bool no = false;
    bool swapped = done.compare_exchange_strong(no, true);
    printf("host: %d %d %d %d\n", before, host_byte, swapped, done.load());
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
