// corpus: a thread waiting on a flag another thread of its block sets, backing off with inline
// PTX `nanosleep` between reads (libcu++'s `atomic_flag::wait` spins so)
#include <cstdio>

__global__ void handshake(int* out) {
    __shared__ volatile int flag;
    if (threadIdx.x == 0) flag = 0;
    __syncthreads();
    if (threadIdx.x == 1) {
        out[1] = 41;
        __threadfence_block();
        flag = 1;
    }
    if (threadIdx.x == 0) {
        unsigned backoff = 8;
        int polls = 0;
        while (flag == 0) {
            asm volatile("nanosleep.u32 %0;" ::"r"(backoff));
            backoff = backoff < 256 ? backoff * 2 : backoff;
            ++polls;
        }
        out[0] = out[1] + 1;
        out[2] = polls >= 0;
    }
}

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    handshake<<<1, 32>>>(out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    printf("%d %d %d\n", out[0], out[1], out[2]);
    cudaFree(out);
    return 0;
}
