// The implicit move constructor moves each member as an xvalue of its declared type: a `const`
// member is a `const` xvalue, which its class's copy constructor takes (unless the class has a
// constructor from `const T&&`), while the other members are moved.
#include <cstdio>
#include <utility>

struct Counted {
    int v;
    __host__ __device__ Counted(int x) : v(x) {}
    __host__ __device__ Counted(const Counted& o) : v(o.v + 1) {}
    __host__ __device__ Counted(Counted&& o) : v(o.v + 100) {}
};

struct ConstMoves {  // takes `const` rvalues too
    int v;
    __host__ __device__ ConstMoves(int x) : v(x) {}
    __host__ __device__ ConstMoves(const ConstMoves& o) : v(o.v + 1) {}
    __host__ __device__ ConstMoves(const ConstMoves&& o) : v(o.v + 1000) {}
};

struct Holder {
    const Counted fixed;
    Counted loose;
    const Counted pair[2];
    const ConstMoves special;
};

__host__ __device__ void run(int* out) {
    Holder a{Counted(1), Counted(2), {Counted(3), Counted(4)}, ConstMoves(5)};
    Holder b(std::move(a));
    out[0] = b.fixed.v * 1000 + b.loose.v;
    out[1] = b.pair[0].v * 100 + b.pair[1].v;
    out[2] = b.special.v;
    Holder c(b);
    out[3] = c.fixed.v * 1000 + c.loose.v;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    run(host);
    printf("%d %d %d %d\n%d %d %d %d\n", out[0], out[1], out[2], out[3], host[0], host[1], host[2], host[3]);
    cudaFree(out);
    return 0;
}
