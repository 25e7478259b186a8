// corpus: CUDA 12 split barriers: thread_block::barrier_arrive/barrier_wait overlapping independent
// work, grid_group::barrier_arrive/barrier_wait in a cooperative launch, and
// grid_group::dim_threads()/thread_index().
#include <cstdio>
#include <utility>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void two_phase(int *a, int *b, int *flags)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    __shared__ int tile[128];
    unsigned r = block.thread_rank();
    unsigned long long g = grid.thread_rank();
    tile[r] = a[g] * 2;
    auto token = block.barrier_arrive();
    int independent = (int)(g * g % 97);      // work that needs no neighbour
    block.barrier_wait(std::move(token));
    b[g] = tile[(r + 1) % block.num_threads()] + independent;
    auto gtoken = grid.barrier_arrive();
    int more = (int)(g % 13);
    grid.barrier_wait(std::move(gtoken));
    // every block's b is now visible
    unsigned long long other = (g + block.num_threads()) % grid.num_threads();
    a[g] = b[other] + more;
    dim3 dt = grid.dim_threads(), ti = grid.thread_index();
    if (g == 0) flags[0] = dt.x * 1000 + dt.y;
    if (g == grid.num_threads() - 1) flags[1] = ti.x * 1000 + ti.y;
}

int main()
{
    const int B = 4, T = 128, N = B * T;
    int h[N];
    for (int i = 0; i < N; ++i) h[i] = i * 3 % 101;
    int *da, *db, *df;
    cudaMalloc(&da, N * 4); cudaMalloc(&db, N * 4); cudaMalloc(&df, 8);
    cudaMemcpy(da, h, N * 4, cudaMemcpyHostToDevice);
    void *args[] = {&da, &db, &df};
    printf("launch %s\n", cudaGetErrorString(cudaLaunchCooperativeKernel((void *)two_phase, B, T, args, 0, 0)));
    printf("sync %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    int ha[N], fl[2];
    cudaMemcpy(ha, da, N * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(fl, df, 8, cudaMemcpyDeviceToHost);
    int hb[N];
    for (int g = 0; g < N; ++g) { int r = g % T, blk = g - r; hb[g] = h[blk + (r + 1) % T] * 2 + (int)((long long)g * g % 97); }
    int ok = 1;
    for (int g = 0; g < N; ++g) ok &= ha[g] == hb[(g + T) % N] + g % 13;
    printf("ok=%d a[0]=%d a[200]=%d a[511]=%d dim_threads=%d thread_index(last)=%d\n", ok, ha[0], ha[200], ha[511], fl[0], fl[1]);
    return 0;
}
