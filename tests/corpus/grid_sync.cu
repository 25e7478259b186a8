// Grid-wide barriers of cooperative groups: a one-kernel reduction whose blocks wait for each
// other (cooperative launch sized by the occupancy API), and a smoothing loop that meets at a
// grid barrier twice per step. A launch larger than the device holds at once is refused. (A
// grid barrier in a launch that is not cooperative is undefined: CUDA traps in a program's
// first such launch and may not after cooperative ones; both backends trap.)
#include <cooperative_groups.h>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;

__global__ void grid_sum(const int *in, int *partial, int *total, int *seen, int n)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    __shared__ int sums[256];
    int s = 0;
    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
        s += in[i];
    sums[block.thread_rank()] = s;
    block.sync();
    for (int half = blockDim.x / 2; half > 0; half /= 2) {
        if ((int)threadIdx.x < half)
            sums[threadIdx.x] += sums[threadIdx.x + half];
        block.sync();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sums[0];
    grid.sync();
    if (grid.thread_rank() == 0) {
        int t = 0;
        for (unsigned int b = 0; b < gridDim.x; ++b)
            t += partial[b];
        *total = t;
    }
    cg::sync(grid);
    // Every thread sees the total written by another block.
    if (*total == 0)
        return;
    atomicAdd(seen, 1);
}

__global__ void validity(int *out)
{
    if (cg::this_grid().thread_rank() == 0)
        *out = cg::this_grid().is_valid();
}

__global__ void smooth(float *a, float *b, int n, int steps)
{
    cg::grid_group grid = cg::this_grid();
    for (int step = 0; step < steps; ++step) {
        for (int i = grid.thread_rank(); i < n; i += grid.size()) {
            float left = i > 0 ? a[i - 1] : a[i];
            float right = i < n - 1 ? a[i + 1] : a[i];
            b[i] = 0.25f * left + 0.5f * a[i] + 0.25f * right;
        }
        grid.sync();
        for (int i = grid.thread_rank(); i < n; i += grid.size())
            a[i] = b[i];
        grid.sync();
    }
}

int main()
{
    int device = 0, sms = 0, supported = 0;
    cudaGetDevice(&device);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
    cudaDeviceGetAttribute(&supported, cudaDevAttrCooperativeLaunch, device);
    printf("cooperative launch supported: %s\n", supported ? "yes" : "no");

    const int threads = 256, n = 100000;
    int per_sm = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, grid_sum, threads, 0);
    int blocks = per_sm * sms;
    if (blocks > 64)
        blocks = 64;

    std::vector<int> h(n);
    long long expect = 0;
    for (int i = 0; i < n; ++i) {
        h[i] = (i * 7919) % 1000 - 300;
        expect += h[i];
    }
    int *in, *partial, *total, *seen;
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&partial, blocks * sizeof(int));
    cudaMalloc(&total, sizeof(int));
    cudaMalloc(&seen, sizeof(int));
    cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(seen, 0, sizeof(int));
    int count = n;
    void *args[] = {&in, &partial, &total, &seen, &count};
    cudaError_t e = cudaLaunchCooperativeKernel((void *)grid_sum, blocks, threads, args, 0, 0);
    printf("cooperative launch: %s\n", cudaGetErrorString(e));
    int got = 0, seen_by = 0;
    cudaMemcpy(&got, total, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&seen_by, seen, sizeof(int), cudaMemcpyDeviceToHost);
    printf("sum %d (expected %lld), seen by all threads: %s\n", got, expect,
           seen_by == blocks * threads ? "yes" : "no");

    const int m = 4096, steps = 50;
    std::vector<float> ha(m, 0.0f);
    ha[m / 2] = 1024.0f;
    ha[100] = 512.0f;
    float *a, *b;
    cudaMalloc(&a, m * sizeof(float));
    cudaMalloc(&b, m * sizeof(float));
    cudaMemcpy(a, ha.data(), m * sizeof(float), cudaMemcpyHostToDevice);
    int len = m, nsteps = steps;
    void *sargs[] = {&a, &b, &len, &nsteps};
    e = cudaLaunchCooperativeKernel((void *)smooth, blocks, 128, sargs, 0, 0);
    cudaDeviceSynchronize();
    cudaMemcpy(ha.data(), a, m * sizeof(float), cudaMemcpyDeviceToHost);
    double mass = 0;
    for (float v : ha)
        mass += v;
    printf("smooth: %s, mass %.3f, peak %.4f, a[100] %.4f, a[90] %.4f\n", cudaGetErrorString(e),
           mass, ha[m / 2], ha[100], ha[90]);

    int valid = -1;
    void *vargs[] = {&total};
    cudaLaunchCooperativeKernel((void *)validity, 2, 32, vargs, 0, 0);
    cudaMemcpy(&valid, total, sizeof(int), cudaMemcpyDeviceToHost);
    printf("this_grid().is_valid() in a cooperative launch: %d\n", valid);

    e = cudaLaunchCooperativeKernel((void *)grid_sum, per_sm * sms + 1, threads, args, 0, 0);
    printf("one block too many: %s\n", cudaGetErrorName(e));
    printf("after it: %s\n", cudaGetErrorName(cudaGetLastError()));

    cudaFree(in);
    cudaFree(partial);
    cudaFree(total);
    cudaFree(seen);
    cudaFree(a);
    cudaFree(b);
    return 0;
}
