// corpus: `friend BaseT;` where `BaseT` is a member alias of the class template instance it
// befriends (CUB's block merge sort: the strategy base calls the derived class's private
// synchronization)
#include <cstdio>

template <class Derived> struct Strategy {
    __device__ int run() const { return static_cast<const Derived *>(this)->sync_implementation(); }
};

class BlockSort : public Strategy<BlockSort> {
    using StrategyT = Strategy<BlockSort>;
    __device__ int sync_implementation() const { return 42; }
    friend StrategyT;
};

__global__ void kernel(int *out) {
    BlockSort s;
    *out = s.run();
}

int main() {
    int *d, h = 0;
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("the befriended base called the private member: %d\n", h);
    cudaFree(d);
    return 0;
}
