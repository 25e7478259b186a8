// corpus: the conditional operator's value category: two xvalues give an xvalue, an xvalue beside an lvalue a prvalue, a const lvalue beside an lvalue a const lvalue; overloads and moves follow
#include <cstdio>
#include <utility>

struct Tracked {
    int copies = 0, moves = 0;
    __host__ __device__ Tracked() {}
    __host__ __device__ Tracked(const Tracked& o) : copies(o.copies + 1), moves(o.moves) {}
    __host__ __device__ Tracked(Tracked&& o) : copies(o.copies), moves(o.moves + 1) {}
};

__host__ __device__ int which(int&) { return 1; }
__host__ __device__ int which(const int&) { return 2; }
__host__ __device__ int which(int&&) { return 3; }

__host__ __device__ void fill(int* out, bool c) {
    int x = 0, y = 0;
    const int cx = 0;
    out[0] = which(c ? x : y);
    out[1] = which(c ? std::move(x) : std::move(y));
    out[2] = which(c ? std::move(x) : y);
    out[3] = which(c ? cx : x);
    (c ? x : y) = 7;
    out[4] = x * 10 + y;
    Tracked a, b;
    Tracked moved = c ? std::move(a) : std::move(b);
    Tracked copied = c ? a : b;
    Tracked mixed = c ? std::move(a) : b;
    out[5] = moved.copies * 10 + moved.moves;
    out[6] = copied.copies * 10 + copied.moves;
    out[7] = mixed.copies * 10 + mixed.moves;
}

__global__ void kernel(int* out) { fill(out, threadIdx.x == 0); }

int main() {
    int* out;
    cudaMallocManaged(&out, 8 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[8];
    fill(host, true);
    for (int i = 0; i < 8; ++i) printf("out[%d] = %d (host %d)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
