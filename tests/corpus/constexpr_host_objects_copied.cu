// corpus: a namespace-scope constexpr object of a trivially copyable class, which device code may copy (passed by value, copied, braced, its members read) though it is a host variable
#include <cstdio>

struct Tag {
    constexpr explicit Tag(int) {}
};

struct Pair {
    int a;
    float b;
};

constexpr Tag tag{1};
constexpr Pair pair{3, 2.5f};

struct Holder {
    int kind;
    __device__ Holder(Tag) : kind(7) {}
};

__device__ int by_value(Tag) { return 1; }
__device__ int pair_value(Pair p) { return p.a * 10; }

__global__ void k(int* out)
{
    Pair copy = pair;
    Pair braced{pair};
    Holder h(tag);
    out[0] = by_value(tag);
    out[1] = pair_value(pair);
    out[2] = copy.a + braced.a;
    out[3] = h.kind;
    out[4] = pair.a + (int)(pair.b * 2);
    out[5] = (int)sizeof(pair);
}

int main()
{
    int* d;
    cudaMallocManaged(&d, 6 * sizeof(int));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d %d\n", d[0], d[1], d[2], d[3], d[4], d[5]);
    cudaFree(d);
    return 0;
}
