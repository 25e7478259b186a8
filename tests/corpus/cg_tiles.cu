// corpus: cooperative groups tiles of 32, 16 and 4 threads: shuffles (also of double and uint4), votes, match_any, cg::reduce, meta groups, tiles of tiles, dynamic tiles as thread_group, tiles of a 2D block
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>

namespace cg = cooperative_groups;

enum { WARP_SUM, HALF_MAX, QUAD_SCAN, RED32, RED16_MIN, RED4_MAX, HALF_BALLOT, QUAD_ANY, QUAD_ALL,
       WARP_MATCH, OCT_SUM, META_WARP, META_HALF, META_QUAD, SHFL_DOUBLE, SHFL_UINT4, FIELDS };

__device__ int value_of(unsigned int rank)
{
    return (rank * 37 + 11) % 101;
}

// Tree sum over any group through shared memory; rank 0 ends with the total.
__device__ int group_sum(cg::thread_group g, int *scratch, int value)
{
    unsigned int rank = g.thread_rank();
    for (unsigned int half = g.size() / 2; half > 0; half /= 2) {
        scratch[rank] = value;
        g.sync();
        if (rank < half)
            value += scratch[rank + half];
        g.sync();
    }
    return value;
}

__global__ void tiles(int *out)
{
    __shared__ int scratch[128];
    cg::thread_block cta = cg::this_thread_block();
    unsigned int rank = cta.thread_rank();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cta);
    cg::thread_block_tile<16> half = cg::tiled_partition<16>(warp);
    cg::thread_block_tile<4> quad = cg::tiled_partition<4>(cta);
    int v = value_of(rank);
    int *o = out + rank * FIELDS;

    int sum = v;
    for (int offset = 16; offset > 0; offset /= 2)
        sum += warp.shfl_down(sum, offset);
    o[WARP_SUM] = warp.shfl(sum, 0);

    int best = v;
    for (int mask = 8; mask > 0; mask /= 2)
        best = max(best, half.shfl_xor(best, mask));
    o[HALF_MAX] = best;

    int scan = v;
    for (unsigned int delta = 1; delta < quad.size(); delta *= 2) {
        int below = quad.shfl_up(scan, delta);
        if (quad.thread_rank() >= delta)
            scan += below;
    }
    o[QUAD_SCAN] = scan;

    o[RED32] = cg::reduce(warp, v, cg::plus<int>());
    o[RED16_MIN] = cg::reduce(half, v, cg::less<int>());
    o[RED4_MAX] = cg::reduce(quad, v, cg::greater<int>());
    o[HALF_BALLOT] = half.ballot(v % 2);
    o[QUAD_ANY] = quad.any(v > 90);
    o[QUAD_ALL] = quad.all(v >= 20);
    o[WARP_MATCH] = warp.match_any(v % 4);

    cg::thread_group oct = cg::tiled_partition(cta, 8);
    o[OCT_SUM] = group_sum(oct, scratch + (rank - oct.thread_rank()), v);
    o[META_WARP] = warp.meta_group_rank() * 100 + warp.meta_group_size();
    o[META_HALF] = half.meta_group_rank() * 100 + half.meta_group_size();
    o[META_QUAD] = quad.meta_group_rank() * 100 + quad.meta_group_size();

    o[SHFL_DOUBLE] = (int)(warp.shfl_down(v * 0.5, 3) * 2.0);
    uint4 u = half.shfl_xor(make_uint4(rank, v, 2 * v, 7), 5);
    o[SHFL_UINT4] = u.z == 2 * u.y && u.w == 7 ? u.x * 1000 + u.y : -1;
}

__global__ void tiles_2d(int *out)
{
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cta);
    cg::thread_block_tile<4> quad = cg::tiled_partition<4>(cta);
    int *o = out + cta.thread_rank() * 5;
    o[0] = warp.meta_group_rank();
    o[1] = warp.thread_rank();
    o[2] = quad.meta_group_rank();
    o[3] = quad.thread_rank();
    o[4] = warp.shfl((int)(threadIdx.y * 10 + threadIdx.x), 31);
}

int main()
{
    int *out, *out2d;
    cudaMallocManaged(&out, 128 * FIELDS * sizeof(int));
    cudaMallocManaged(&out2d, 64 * 5 * sizeof(int));
    tiles<<<1, 128>>>(out);
    tiles_2d<<<1, dim3(8, 8)>>>(out2d);
    cudaError_t err = cudaDeviceSynchronize();
    printf("sync: %s\n", cudaGetErrorString(err));

    int disagree = 0;
    for (int r = 0; r < 128; ++r) {
        const int *o = out + r * FIELDS, *warp0 = out + (r & ~31) * FIELDS, *half0 = out + (r & ~15) * FIELDS;
        disagree += o[WARP_SUM] != warp0[WARP_SUM] || o[RED32] != o[WARP_SUM];
        disagree += o[HALF_MAX] != half0[HALF_MAX] || o[RED16_MIN] != half0[RED16_MIN];
        disagree += o[HALF_BALLOT] != half0[HALF_BALLOT];
        disagree += o[RED4_MAX] != out[(r & ~3) * FIELDS + RED4_MAX];
    }
    printf("warp sums:");
    for (int w = 0; w < 4; ++w)
        printf(" %d", out[w * 32 * FIELDS + WARP_SUM]);
    printf("\nhalf max/min/ballot:");
    for (int h = 0; h < 8; ++h) {
        const int *o = out + h * 16 * FIELDS;
        printf(" %d/%d/%04x", o[HALF_MAX], o[RED16_MIN], o[HALF_BALLOT]);
    }
    printf("\nquad scans:");
    int scan_total = 0, any = 0, all = 0;
    for (int r = 0; r < 128; ++r) {
        scan_total += out[r * FIELDS + QUAD_SCAN];
        any += out[r * FIELDS + QUAD_ANY];
        all += out[r * FIELDS + QUAD_ALL];
    }
    for (int r = 0; r < 8; ++r)
        printf(" %d", out[r * FIELDS + QUAD_SCAN]);
    printf(" total=%d\nquad max:", scan_total);
    for (int q = 0; q < 8; ++q)
        printf(" %d", out[q * 4 * FIELDS + RED4_MAX]);
    printf("\nquad any=%d all=%d\n", any, all);
    printf("warp match_any:");
    int match_ranks[] = {0, 1, 2, 3, 33, 127};
    for (int i = 0; i < 6; ++i)
        printf(" %d:%08x", match_ranks[i], (unsigned)out[match_ranks[i] * FIELDS + WARP_MATCH]);
    printf("\noctet sums:");
    for (int r = 0; r < 128; r += 8)
        printf(" %d", out[r * FIELDS + OCT_SUM]);
    printf("\nmeta (rank*100+size) warp/half/quad:");
    int meta_ranks[] = {0, 17, 40, 127};
    for (int i = 0; i < 4; ++i) {
        const int *o = out + meta_ranks[i] * FIELDS;
        printf(" %d:%d/%d/%d", meta_ranks[i], o[META_WARP], o[META_HALF], o[META_QUAD]);
    }
    printf("\nshuffled double/uint4:");
    for (int i = 0; i < 4; ++i) {
        const int *o = out + meta_ranks[i] * FIELDS;
        printf(" %d:%d/%d", meta_ranks[i], o[SHFL_DOUBLE], o[SHFL_UINT4]);
    }
    printf("\ndisagreements: %d\n", disagree);
    printf("8x8 block, (x,y): warp rank/lane, quad rank/lane, yx of lane 31\n");
    int points[][2] = {{0, 0}, {3, 1}, {7, 3}, {0, 4}, {3, 5}, {7, 7}};
    for (int i = 0; i < 6; ++i) {
        const int *o = out2d + (points[i][1] * 8 + points[i][0]) * 5;
        printf("  (%d,%d): %d/%d %d/%d %d\n", points[i][0], points[i][1], o[0], o[1], o[2], o[3], o[4]);
    }
    return 0;
}
