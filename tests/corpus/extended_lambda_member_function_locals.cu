// corpus: an extended __device__ lambda written in a member function sees that function's local
// typedefs, aliases and integer constants, and a name its body declares again is not captured
// (the outer object, which cannot be copied, stays where it is)
#include <cstdio>

template <typename F>
__global__ void apply(F f, int* out) { out[threadIdx.x] = f(threadIdx.x); }

struct NoCopy {
    int v;
    NoCopy(int x) : v(x) {}
    NoCopy(const NoCopy&) = delete;
};

struct Work {
    int base;
    void run(int* out) {
        typedef int value_t;
        using index_t = unsigned;
        const int SCALE = 3;
        int offset = base;
        auto f = [=] __device__(int i) {
            value_t v = (index_t)i * SCALE + offset;
            return v;
        };
        apply<<<1, 4>>>(f, out);
    }
};

int main() {
    int* d;
    cudaMalloc(&d, 4 * sizeof(int));
    int h[4];
    Work{10}.run(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("member function: %d %d %d %d\n", h[0], h[1], h[2], h[3]);

    NoCopy count(7);
    auto g = [=] __device__(int i) {
        int count = i * 2;
        return count + 1;
    };
    apply<<<1, 4>>>(g, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("shadowing local: %d %d %d %d (outer %d)\n", h[0], h[1], h[2], h[3], count.v);
    cudaFree(d);
    return 0;
}
