// Spin locks contended by threads of one block and across blocks, with `volatile` accesses in the
// critical section: warp leaders, every thread of a warp (independent thread scheduling), the
// portable done-flag loop, a do-while acquire, and a flag handshake between two warps.
#include <cstdio>

__device__ void lock(int *mutex) {
    while (atomicCAS(mutex, 0, 1) != 0) {
    }
    __threadfence();
}

__device__ void unlock(int *mutex) {
    __threadfence();
    atomicExch(mutex, 0);
}

__device__ void bump(int *counter, int by) {
    int v = *(volatile int *)counter;
    *(volatile int *)counter = v + by;
}

__global__ void warp_leaders(int *mutex, int *counter) {
    if (threadIdx.x % 32 == 0) {
        lock(mutex);
        bump(counter, 1);
        unlock(mutex);
    }
}

__global__ void every_thread(int *mutex, int *counter, int *tickets) {
    lock(mutex);
    int v = *(volatile int *)counter;
    tickets[blockIdx.x * blockDim.x + threadIdx.x] = v;
    *(volatile int *)counter = v + 1;
    unlock(mutex);
}

__global__ void done_flag(int *mutex, int *counter) {
    bool done = false;
    while (!done) {
        if (atomicCAS(mutex, 0, 1) == 0) {
            __threadfence();
            bump(counter, 2);
            unlock(mutex);
            done = true;
        }
    }
}

__global__ void do_while_acquire(int *mutex, int *counter) {
    int old;
    do {
        old = atomicCAS(mutex, 0, 1);
    } while (old != 0);
    bump(counter, 3);
    unlock(mutex);
}

__global__ void handshake(int *out) {
    __shared__ volatile int flag;
    __shared__ volatile int data;
    if (threadIdx.x == 0) flag = 0;
    __syncthreads();
    if (threadIdx.x == 32) {
        data = 1000 + blockIdx.x;
        __threadfence_block();
        flag = 1;
    }
    if (threadIdx.x == 0) {
        while (flag == 0) {
        }
        out[blockIdx.x] = data;
    }
}

int main() {
    const int blocks = 4, threads = 96, n = blocks * threads;
    int *mutex, *counter, *tickets, *out;
    cudaMalloc(&mutex, sizeof(int));
    cudaMalloc(&counter, sizeof(int));
    cudaMalloc(&tickets, n * sizeof(int));
    cudaMalloc(&out, blocks * sizeof(int));
    cudaMemset(mutex, 0, sizeof(int));
    auto run = [&](const char *name, auto launch) {
        int c = 0;
        cudaMemset(counter, 0, sizeof(int));
        launch();
        cudaError_t err = cudaDeviceSynchronize();
        cudaMemcpy(&c, counter, sizeof(int), cudaMemcpyDeviceToHost);
        printf("%-17s %-10s counter %d\n", name, cudaGetErrorName(err), c);
    };
    run("warp leaders", [&] { warp_leaders<<<blocks, threads>>>(mutex, counter); });
    run("every thread", [&] { every_thread<<<blocks, threads>>>(mutex, counter, tickets); });
    int seen[n] = {0}, h[n], permutation = 1;
    cudaMemcpy(h, tickets, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        if (h[i] < 0 || h[i] >= n || seen[h[i]]++) permutation = 0;
    }
    printf("tickets form a permutation: %s\n", permutation ? "yes" : "no");
    run("done flag", [&] { done_flag<<<blocks, threads>>>(mutex, counter); });
    run("do-while acquire", [&] { do_while_acquire<<<blocks, threads>>>(mutex, counter); });
    handshake<<<blocks, 64>>>(out);
    int got[blocks];
    cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
    printf("handshake: %d %d %d %d\n", got[0], got[1], got[2], got[3]);
    return 0;
}
