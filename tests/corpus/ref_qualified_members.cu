// corpus: member functions overloaded on the value category of their object (`&`, `&&`,
// `const&`): temporaries, std::move, const objects and members reached through them
#include <cstdio>
#include <utility>

struct Buffer {
    int data[4];
    int size;
    __device__ int first() & { return data[0]; }
    __device__ int first() && { return -data[0]; }
    __device__ int count() const& { return size; }
    __device__ int count() && { return size * 100; }
    __device__ Buffer&& moved() { return std::move(*this); }
};

struct Holder {
    Buffer b;
    __device__ int viaMember() { return b.first(); }
    __device__ int viaMoved() { return std::move(b).first(); }
};

__device__ Buffer make(int v) { return Buffer{{v, v + 1, v + 2, v + 3}, 4}; }

__global__ void kernel(int* out) {
    Buffer b{{7, 8, 9, 10}, 3};
    const Buffer& cb = b;
    out[0] = b.first();
    out[1] = std::move(b).first();
    out[2] = make(5).first();
    out[3] = cb.count();
    out[4] = b.count();
    out[5] = make(1).count();
    out[6] = b.moved().first();
    Holder h{{{2, 0, 0, 0}, 1}};
    out[7] = h.viaMember() * 10 + h.viaMoved();
}

int main() {
    int* d_out;
    cudaMalloc(&d_out, 8 * sizeof(int));
    kernel<<<1, 1>>>(d_out);
    int out[8];
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; ++i) printf("out[%d] = %d\n", i, out[i]);
    cudaFree(d_out);
    return 0;
}
