// Alignments written on typedefs and aliases of types that are not classes: a member of such
// a type is placed and aligned as the host compiler places it, and alignof sees it.
#include <cstdio>
#include <cstddef>

typedef float __attribute__((aligned(16))) float_a16;
typedef int int_a8 __attribute__((aligned(8)));
using short_a4 = short __attribute__((aligned(4)));
typedef float_a16 float_again;           // an alias of an aligned alias keeps its alignment
typedef const int_a8 const_int_a8;

struct Holder {
    char tag;
    float_a16 value;
    short_a4 small;
    int_a8 count;
    float_again again;
    const_int_a8 fixed;
};

struct Pair {
    char c;
    int_a8 i;
};

__global__ void read(const Holder* h, const Pair* p, float* out, size_t* layout)
{
    out[0] = h->value;
    out[1] = h->small;
    out[2] = h->count;
    out[3] = h->again;
    out[4] = h->fixed;
    out[5] = p->i;
    layout[0] = sizeof(Holder);
    layout[1] = alignof(Holder);
    layout[2] = offsetof(Holder, value);
    layout[3] = offsetof(Holder, small);
    layout[4] = offsetof(Holder, count);
    layout[5] = offsetof(Holder, again);
    layout[6] = offsetof(Holder, fixed);
    layout[7] = sizeof(Pair);
    layout[8] = offsetof(Pair, i);
    layout[9] = alignof(float_a16);
    layout[10] = alignof(int_a8);
    layout[11] = alignof(short_a4);
    layout[12] = alignof(float_again);
    float_a16 local = h->value * 2;
    out[6] = local;
}

int main()
{
    Holder h{};
    h.tag = 'x';
    h.value = 1.5f;
    h.small = 7;
    h.count = -3;
    h.again = 2.25f;
    Pair p{};
    p.c = 'y';
    p.i = 42;
    printf("host: sizeof(Holder)=%zu alignof=%zu value@%zu small@%zu count@%zu again@%zu fixed@%zu\n",
           sizeof(Holder), alignof(Holder), offsetof(Holder, value), offsetof(Holder, small),
           offsetof(Holder, count), offsetof(Holder, again), offsetof(Holder, fixed));
    printf("host: sizeof(Pair)=%zu i@%zu alignof: %zu %zu %zu %zu\n", sizeof(Pair),
           offsetof(Pair, i), alignof(float_a16), alignof(int_a8), alignof(short_a4),
           alignof(float_again));
    Holder* dh;
    Pair* dp;
    float* dout;
    size_t* dlayout;
    cudaMalloc(&dh, sizeof h);
    cudaMalloc(&dp, sizeof p);
    cudaMalloc(&dout, 7 * sizeof(float));
    cudaMalloc(&dlayout, 13 * sizeof(size_t));
    cudaMemcpy(dh, &h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(dp, &p, sizeof p, cudaMemcpyHostToDevice);
    read<<<1, 1>>>(dh, dp, dout, dlayout);
    float out[7];
    size_t layout[13];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(layout, dlayout, sizeof layout, cudaMemcpyDeviceToHost);
    printf("device: values %g %g %g %g %g %g %g\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6]);
    printf("device: sizeof(Holder)=%zu alignof=%zu value@%zu small@%zu count@%zu again@%zu fixed@%zu\n",
           layout[0], layout[1], layout[2], layout[3], layout[4], layout[5], layout[6]);
    printf("device: sizeof(Pair)=%zu i@%zu alignof: %zu %zu %zu %zu\n", layout[7], layout[8],
           layout[9], layout[10], layout[11], layout[12]);
    return 0;
}
