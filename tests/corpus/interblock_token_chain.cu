// Persistent blocks passing a token through global memory: block b handles tasks b, b + G,
// b + 2G, ... and task s waits, spinning on an atomic read, until task s - 1 has set its flag.
// Every block waits for blocks after it, which a GPU keeps resident together (132 blocks, one
// per multiprocessor of an H100 or H200); blocks that stall spinning must let later ones run.
// A second kernel waits on a volatile flag that the grid's last block raises; in a third,
// each block waits for the next one's state, through a flag set in a branch on it.
#include <cstdio>

__global__ void chain(int *flags, int *order, int tasks)
{
    for (int s = blockIdx.x; s < tasks; s += gridDim.x) {
        if (threadIdx.x == 0) {
            while (atomicAdd(&flags[s], 0) == 0) {
            }
            order[s] = blockIdx.x;
            __threadfence();
            atomicAdd(&flags[s + 1], 1);
        }
        __syncthreads();
    }
}

__global__ void wait_for_last(volatile int *raised, int *seen)
{
    if (blockIdx.x == gridDim.x - 1) {
        if (threadIdx.x == 0)
            *raised = 1;
        return;
    }
    if (threadIdx.x == 0) {
        while (*raised == 0) {
        }
        atomicAdd(seen, 1);
    }
}

__global__ void settle(volatile int *state)
{
    if (threadIdx.x != 0)
        return;
    int b = blockIdx.x, waiting;
    do {
        waiting = 0;
        if (b + 1 < gridDim.x && state[b + 1] == 0)
            waiting = 1;
    } while (waiting);
    state[b] = 1;
}

int main()
{
    const int blocks = 132, tasks = 4 * blocks;
    int *flags, *order, *raised, *seen, *state;
    cudaMalloc(&flags, (tasks + 1) * sizeof(int));
    cudaMalloc(&order, tasks * sizeof(int));
    cudaMalloc(&raised, sizeof(int));
    cudaMalloc(&seen, sizeof(int));
    cudaMalloc(&state, blocks * sizeof(int));
    cudaMemset(state, 0, blocks * sizeof(int));
    cudaMemset(flags, 0, (tasks + 1) * sizeof(int));
    cudaMemset(raised, 0, sizeof(int));
    cudaMemset(seen, 0, sizeof(int));
    int one = 1;
    cudaMemcpy(flags, &one, sizeof(int), cudaMemcpyHostToDevice);
    chain<<<blocks, 64>>>(flags, order, tasks);
    wait_for_last<<<blocks, 32>>>(raised, seen);
    settle<<<blocks, 32>>>(state);
    cudaError_t e = cudaDeviceSynchronize();
    static int host_order[tasks];
    int last = 0, waited = 0;
    cudaMemcpy(host_order, order, sizeof host_order, cudaMemcpyDeviceToHost);
    cudaMemcpy(&last, flags + tasks, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&waited, seen, sizeof(int), cudaMemcpyDeviceToHost);
    int in_turn = 0;
    for (int s = 0; s < tasks; ++s)
        in_turn += host_order[s] == s % blocks;
    printf("%s: %d of %d tasks done by their block, last flag %d\n", cudaGetErrorName(e), in_turn,
           tasks, last);
    printf("%d blocks saw the last block's flag\n", waited);
    static int settled[blocks];
    cudaMemcpy(settled, state, sizeof settled, cudaMemcpyDeviceToHost);
    int all = 0;
    for (int b = 0; b < blocks; ++b)
        all += settled[b];
    printf("%d blocks settled\n", all);
    return 0;
}
