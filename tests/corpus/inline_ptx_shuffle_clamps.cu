// PTX's shfl.sync in inline assembly, with its `c` operand's clamp (bits 0..4) and segment
// mask (bits 8..12): a lane whose source is out of range keeps its own value, and `d|p` sets
// `p` to whether the source was in range (CUB's warp reductions add only where `p` holds).
#include <cstdio>

#define SHUFFLE(mode)                                                                        \
    __device__ unsigned shfl_##mode(unsigned v, unsigned b, unsigned c, int* in_range) {     \
        unsigned d;                                                                          \
        int p;                                                                               \
        asm volatile("{ .reg .pred q; shfl.sync." #mode ".b32 %0|q, %2, %3, %4, 0xffffffff;" \
                     " selp.s32 %1, 1, 0, q; }"                                              \
                     : "=r"(d), "=r"(p)                                                      \
                     : "r"(v), "r"(b), "r"(c));                                              \
        *in_range = p;                                                                       \
        return d;                                                                            \
    }
SHUFFLE(up)
SHUFFLE(down)
SHUFFLE(idx)
SHUFFLE(bfly)

// CUB's summation step: the shuffled value is added only where its lane was in range.
__device__ unsigned add_from_below(unsigned input, int last_lane, int offset) {
    unsigned output;
    asm volatile("{ .reg .u32 r0; .reg .pred p;"
                 "  shfl.sync.down.b32 r0|p, %1, %2, %3, 0xffffffff;"
                 "  @p add.u32 r0, r0, %1;"
                 "  mov.u32 %0, r0; }"
                 : "=r"(output)
                 : "r"(input), "r"(offset), "r"(last_lane));
    return output;
}

struct Case {
    int mode;
    unsigned b, c;
};

__constant__ Case cases[] = {
    {1, 1, 0x00}, {1, 2, 0x05}, {1, 3, 0x1f}, {1, 1, 0x1807}, {0, 1, 0x00},
    {0, 2, 0x06}, {0, 1, 0x1800}, {2, 3, 0x1f}, {2, 9, 0x05}, {2, 2, 0x1c03},
    {3, 1, 0x1f}, {3, 4, 0x02}, {3, 2, 0x100f},
};
const int ncases = sizeof(cases) / sizeof(cases[0]);
const char* names[ncases] = {
    "down 1, clamp 0",  "down 2, clamp 5",      "down 3, clamp 31", "down 1, segments of 8",
    "up 1, clamp 0",    "up 2, clamp 6",        "up 1, segments of 8", "idx 3, clamp 31",
    "idx 9, clamp 5",   "idx 2, segments of 4", "bfly 1, clamp 31", "bfly 4, clamp 2",
    "bfly 2, segments of 16",
};

__global__ void shuffles(unsigned* values, int* ranges, unsigned* sums) {
    unsigned lane = threadIdx.x;
    unsigned v = 100 + lane;
    for (int i = 0; i < ncases; ++i) {
        int p = 0;
        unsigned d = 0;
        switch (cases[i].mode) {
        case 0: d = shfl_up(v, cases[i].b, cases[i].c, &p); break;
        case 1: d = shfl_down(v, cases[i].b, cases[i].c, &p); break;
        case 2: d = shfl_idx(v, cases[i].b, cases[i].c, &p); break;
        default: d = shfl_bfly(v, cases[i].b, cases[i].c, &p); break;
        }
        values[i * 32 + lane] = d;
        ranges[i * 32 + lane] = p;
    }
    // A tail-segmented sum, segments ending at lanes 3, 10 and 31.
    int last_lane = lane <= 3 ? 3 : lane <= 10 ? 10 : 31;
    unsigned sum = lane;
    for (int offset = 1; offset < 32; offset *= 2) sum = add_from_below(sum, last_lane, offset);
    sums[lane] = sum;
}

int main() {
    unsigned *values, *sums;
    int* ranges;
    cudaMallocManaged(&values, ncases * 32 * sizeof(unsigned));
    cudaMallocManaged(&ranges, ncases * 32 * sizeof(int));
    cudaMallocManaged(&sums, 32 * sizeof(unsigned));
    shuffles<<<1, 32>>>(values, ranges, sums);
    cudaDeviceSynchronize();
    for (int i = 0; i < ncases; ++i) {
        printf("%-24s", names[i]);
        for (int lane = 0; lane < 32; ++lane) {
            printf(" %u%s", values[i * 32 + lane] - 100, ranges[i * 32 + lane] ? "" : "*");
        }
        printf("\n");
    }
    printf("segmented sums:");
    for (int lane = 0; lane < 32; ++lane) printf(" %u", sums[lane]);
    printf("\n");
    cudaFree(values);
    cudaFree(ranges);
    cudaFree(sums);
    return 0;
}
