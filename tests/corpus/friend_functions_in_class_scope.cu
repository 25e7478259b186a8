// corpus: a friend function defined in a class is found by argument-dependent lookup alone
// (ordinary lookup finds the namespace's own functions, `hid(1)` calls `hid(long)`), and its
// body sees the class's names: member types, static members, enumerators, of a class and of
// a class template's instance
#include <cstdio>

__host__ __device__ int hid(long) { return 1; }

struct Cell {
    typedef short Value;
    static constexpr int scale = 3;
    enum { bias = 7 };
    int v;
    friend __host__ __device__ int hid(int) { return 2; }
    friend __host__ __device__ int weigh(const Cell& c) {
        Value w = c.v;
        return w * scale + bias;
    }
};

namespace grid {
template <class T>
struct Box {
    typedef T Value;
    static constexpr int sides = 6;
    T edge;
    friend __host__ __device__ T area(const Box& b) {
        Value face = b.edge * b.edge;
        return face * sides;
    }
};
__host__ __device__ int area(long) { return -1; }
}

__host__ __device__ void run(int* out) {
    int j = 0;
    Cell c{5};
    out[j++] = hid(1);
    out[j++] = weigh(c);
    grid::Box<int> b{2};
    out[j++] = area(b);
    out[j++] = grid::area(3);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    run(host);
    for (int k = 0; k < 4; ++k) printf("%d%s", out[k], k == 3 ? "\n" : " ");
    for (int k = 0; k < 4; ++k) printf("%d%s", host[k], k == 3 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
