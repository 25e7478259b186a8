// corpus: A class template derived from one of its own partial specializations (as CUDA's thread_block_tile<N, Parent> derives from thread_block_tile<N, void>): constructors name the base with its template arguments, delegate, and convert to the base
#include <cstdio>

template <unsigned N, class Parent = void> struct Tile;

// The tile of any parent: holds everything.
template <unsigned N> struct Tile<N, void> {
    unsigned rank, count;
    __device__ Tile(unsigned r, unsigned c) : rank(r), count(c) {}
    __device__ unsigned id() const { return count * 1000 + rank * N; }
};

// The tile of a known parent: converts to the one above.
template <unsigned N, class Parent> struct Tile : public Tile<N, void> {
    unsigned depth;
    __device__ Tile(unsigned r, unsigned c) : Tile<N, void>(r, c), depth(Parent::depth + 1) {}
    __device__ Tile(unsigned r) : Tile(r, 8) {}
};

struct Block {
    static const unsigned depth = 0;
};

__device__ unsigned any_tile(const Tile<4> &t) { return t.id(); }

__global__ void tiles(unsigned *out)
{
    Tile<4, Block> t(threadIdx.x, 3);
    Tile<4, Block> u(threadIdx.x);
    Tile<4> plain = u;
    out[4 * threadIdx.x] = t.id();
    out[4 * threadIdx.x + 1] = any_tile(u);
    out[4 * threadIdx.x + 2] = plain.count;
    out[4 * threadIdx.x + 3] = t.depth * 10 + sizeof(Tile<4, Block>) / sizeof(unsigned);
}

int main()
{
    unsigned *d, h[8];
    cudaMalloc(&d, sizeof(h));
    tiles<<<1, 2>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; i++)
        printf("thread %d: id %u, via base %u, count %u, depth and words %u\n", i, h[4 * i], h[4 * i + 1],
               h[4 * i + 2], h[4 * i + 3]);
    cudaFree(d);
    return 0;
}
