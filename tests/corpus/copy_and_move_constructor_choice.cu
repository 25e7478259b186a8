// corpus: of a class's copy constructors (`X(X&)`, `X(const X&)`) and move constructors
// (`Z(Z&&)`, `Z(const Z&&)`), the one that binds the source with the least `const` is
// called, by a wrapper's implicit ones too; a copy constructor defaulted where it is
// declared still keeps the class from having an implicit move constructor
#include <cstdio>
#include <utility>

struct X {
    int k;
    __host__ __device__ X() : k(0) {}
    __host__ __device__ X(X&) : k(1) {}
    __host__ __device__ X(const X&) : k(2) {}
};
struct Z {
    int k;
    __host__ __device__ Z() : k(0) {}
    __host__ __device__ Z(Z&&) : k(3) {}
    __host__ __device__ Z(const Z&&) : k(4) {}
};
struct Wrapper { Z z; X x; };
struct CopiedWrapper { X x; };
struct Tracked {
    int k;
    __host__ __device__ Tracked() : k(0) {}
    __host__ __device__ Tracked(const Tracked&) : k(1) {}
    __host__ __device__ Tracked(Tracked&&) : k(2) {}
};
struct DefaultedCopy {
    Tracked t;
    DefaultedCopy() = default;
    DefaultedCopy(const DefaultedCopy&) = default;
};
struct Implicit { Tracked t; };

__host__ __device__ void run(int* out) {
    X a;
    const X ca;
    X b(a), c(ca);
    Z z;
    Z moved(std::move(z));
    CopiedWrapper cw;
    CopiedWrapper copied(cw);
    Wrapper w;
    Wrapper moved_wrapper(std::move(w));
    DefaultedCopy d;
    DefaultedCopy d2(std::move(d));
    Implicit m;
    Implicit m2(std::move(m));
    int j = 0;
    out[j++] = b.k;
    out[j++] = c.k;
    out[j++] = moved.k;
    out[j++] = copied.x.k;
    out[j++] = moved_wrapper.z.k;
    out[j++] = moved_wrapper.x.k;
    out[j++] = d2.t.k;
    out[j++] = m2.t.k;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 8 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[8];
    run(host);
    for (int k = 0; k < 8; ++k) printf("%d%s", out[k], k == 7 ? "\n" : " ");
    for (int k = 0; k < 8; ++k) printf("%d%s", host[k], k == 7 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
