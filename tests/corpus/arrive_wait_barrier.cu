// cuda::barrier from <cuda/barrier>: a block's threads arrive, work, then wait for the phase;
// arrive_and_wait, arrive_and_drop (threads leaving the barrier) and a completion function.
// Also C++ that such code leans on: a class's member types named inside it, and functions
// found through the namespaces of their arguments (`init(&bar, n)`, `scale(v, k)`).
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda/barrier>

namespace cg = cooperative_groups;

namespace geometry {
struct Vec2 {
    float x, y;
};
__device__ Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
__device__ void scale(Vec2 &v, float k)
{
    v.x *= k;
    v.y *= k;
}
} // namespace geometry

template <class T, int N> struct SharedRing {
    typedef T value_type;
    typedef value_type *pointer;
    using size_type = int;
    value_type items[N];
    __device__ pointer slot(size_type i) { return &items[i % N]; }
    __device__ static size_type capacity() { return N; }
};

struct CountPhases {
    int *phases;
    __device__ void operator()() const { ++*phases; }
};

__global__ void pipeline(int *out)
{
    __shared__ SharedRing<int, 64> ring;
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ cuda::barrier<cuda::thread_scope_block, CountPhases> counted;
    __shared__ int phases;
    cg::thread_block block = cg::this_thread_block();
    if (block.thread_rank() == 0) {
        phases = 0;
        init(&bar, block.size());
        init(&counted, block.size(), CountPhases{&phases});
    }
    block.sync();

    int total = 0;
    for (int round = 1; round <= 3; ++round) {
        *ring.slot(threadIdx.x) = (int)threadIdx.x * round;
        auto token = bar.arrive();
        // Work that needs nothing of the other threads overlaps the wait.
        int own = (int)threadIdx.x + round;
        bar.wait(std::move(token));
        int sum = 0;
        for (int i = 0; i < SharedRing<int, 64>::capacity(); ++i)
            sum += *ring.slot(i);
        total += sum + own - own;
        counted.arrive_and_wait();
    }
    // The upper half leaves; the lower half goes on meeting at the barrier alone.
    if (threadIdx.x >= 32) {
        bar.arrive_and_drop();
    } else {
        bar.arrive_and_wait();
        ring.items[threadIdx.x] = 1;
        bar.arrive_and_wait();
        int ones = 0;
        for (int i = 0; i < 32; ++i)
            ones += ring.items[i];
        if (threadIdx.x == 0)
            out[2] = ones;
    }
    if (threadIdx.x == 0) {
        out[0] = total;
        out[1] = phases;
    }

    geometry::Vec2 a{1.0f, 2.0f}, b{3.0f, 4.0f};
    geometry::Vec2 c = a + b;
    scale(c, 2.0f);
    if (threadIdx.x == 0)
        out[3] = (int)(c.x * 10 + c.y);
}

int main()
{
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    pipeline<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("total %d, phases %d, ones %d, vector %d\n", h[0], h[1], h[2], h[3]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFree(d);
    return 0;
}
