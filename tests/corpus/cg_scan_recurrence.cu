// corpus: Solving the linear recurrence x[i] = a[i] * x[i-1] + b[i] (mod 2^32) with cg::inclusive_scan
// over affine maps (an associative, non-commutative operator), per warp tile, then chaining
// tiles through shared memory. Also a coalesced-group scan in a divergent branch.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

struct Affine { unsigned a, b; };   // x -> a*x + b

// compose(f, g) = "apply f, then g"
struct Compose {
    __device__ Affine operator()(Affine f, Affine g) const { Affine r; r.a = g.a * f.a; r.b = g.a * f.b + g.b; return r; }
};

__global__ void recurrence(const unsigned *a, const unsigned *b, unsigned x0, unsigned *x)
{
    __shared__ Affine tile_total[32];
    auto block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    unsigned i = block.thread_rank();
    Affine f; f.a = a[i]; f.b = b[i];
    Affine pre = cg::inclusive_scan(warp, f, Compose());
    if (warp.thread_rank() == 31) tile_total[warp.meta_group_rank()] = pre;
    block.sync();
    // value entering this warp: apply all previous warps' totals to x0, in order
    unsigned in = x0;
    for (unsigned w = 0; w < warp.meta_group_rank(); ++w) in = tile_total[w].a * in + tile_total[w].b;
    x[i] = pre.a * in + pre.b;
}

__global__ void branch_scan(const int *v, int *out)
{
    int t = threadIdx.x;
    out[t] = -1;
    if (v[t] % 3 != 0) {
        auto g = cg::coalesced_threads();
        out[t] = cg::inclusive_scan(g, v[t]) * 100 + cg::exclusive_scan(g, 1);
    }
}

int main()
{
    const int N = 128;
    unsigned ha[N], hb[N], hx[N];
    for (int i = 0; i < N; ++i) { ha[i] = 3 + (i % 5) * 2; hb[i] = (unsigned)(i * 7 + 1); }
    unsigned *da, *db, *dx;
    cudaMalloc(&da, N * 4); cudaMalloc(&db, N * 4); cudaMalloc(&dx, N * 4);
    cudaMemcpy(da, ha, N * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, N * 4, cudaMemcpyHostToDevice);
    recurrence<<<1, N>>>(da, db, 5u, dx);
    cudaMemcpy(hx, dx, N * 4, cudaMemcpyDeviceToHost);
    unsigned x = 5u; int ok = 1, first_bad = -1;
    for (int i = 0; i < N; ++i) { x = ha[i] * x + hb[i]; if (hx[i] != x) { ok = 0; if (first_bad < 0) first_bad = i; } }
    printf("recurrence matches sequential: %d (first mismatch %d)\n", ok, first_bad);
    for (int i = 0; i < N; i += 17) printf("x[%d] = %u\n", i, hx[i]);

    int hv[64], ho[64];
    for (int i = 0; i < 64; ++i) hv[i] = (i * 5 + 2) % 11;
    int *dv, *dout; cudaMalloc(&dv, 256); cudaMalloc(&dout, 256);
    cudaMemcpy(dv, hv, 256, cudaMemcpyHostToDevice);
    branch_scan<<<1, 64>>>(dv, dout);
    cudaMemcpy(ho, dout, 256, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 64; ++i) printf("%d%c", ho[i], i % 16 == 15 ? '\n' : ' ');
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
