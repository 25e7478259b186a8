// corpus: placement new with extra arguments, through a class's own operator new and through one the program declares at namespace scope; std::launder of the storage
#include <cstdio>
#include <new>

struct Pool {
    int x;
    static __device__ void* operator new(size_t, void* where, int* tag) {
        *tag += 1;
        return where;
    }
};
struct Arena {
    unsigned char buf[64];
    int used = 0;
};
__device__ void* operator new(size_t n, Arena& a, int extra) {
    a.used += (int)n + extra;
    return a.buf;
}
struct Pair {
    int a, b;
};

__global__ void kernel(int* out) {
    int tag = 0;
    alignas(Pool) unsigned char raw[sizeof(Pool)];
    Pool* p = new (raw, &tag) Pool{5};
    out[0] = tag * 10 + p->x;
    Arena arena;
    Pair* q = new (arena, 4) Pair{3, 4};
    out[1] = arena.used * 100 + q->a * 10 + q->b;
    alignas(Pair) unsigned char plain[sizeof(Pair)];
    new (plain) Pair{6, 7};
    out[2] = std::launder(reinterpret_cast<Pair*>(plain))->b;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d\n", out[0], out[1], out[2]);
    cudaFree(out);
    return 0;
}
