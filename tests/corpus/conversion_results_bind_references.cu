// corpus: the result of a conversion function binds a reference parameter as any value
// does: a value result only `const T&` and `T&&`, a returned lvalue reference `T&` (and
// `const T&`), a returned reference to `const` only `const T&`; and it converts to the
// closer of two bases better (`operator Leaf*()` to `Mid*` over `Root*`)
#include <cstdio>

struct ToValue {
    int x;
    __host__ __device__ operator int() const { return x; }
};
struct ToReference {
    int x;
    __host__ __device__ operator int&() { return x; }
};
struct ToConstReference {
    int x;
    __host__ __device__ operator const int&() const { return x; }
};

__host__ __device__ int bind(int&) { return 1; }
__host__ __device__ int bind(const int&) { return 2; }
__host__ __device__ int take(int&&) { return 3; }
__host__ __device__ int take(const int&) { return 4; }

struct Root {};
struct Mid : Root {};
struct Leaf : Mid {};
struct PointerHolder {
    Leaf leaf;
    __host__ __device__ operator Leaf*() { return &leaf; }
};
struct ReferenceHolder {
    Leaf leaf;
    __host__ __device__ operator Leaf&() { return leaf; }
};
__host__ __device__ int base(Root*) { return 5; }
__host__ __device__ int base(Mid*) { return 6; }
__host__ __device__ int base(Root&) { return 7; }
__host__ __device__ int base(Mid&) { return 8; }

__host__ __device__ void run(int* out) {
    int j = 0;
    ToValue v{5};
    ToReference r{6};
    ToConstReference c{7};
    out[j++] = bind(v) * 10 + take(v);
    out[j++] = bind(r) * 10 + take(r);
    out[j++] = bind(c) * 10 + take(c);
    PointerHolder ph;
    ReferenceHolder rh;
    out[j++] = base(ph) * 10 + base(rh);
    Leaf* p = ph;
    out[j++] = p == &ph.leaf;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[5];
    run(host);
    for (int k = 0; k < 5; ++k) printf("%d%s", out[k], k == 4 ? "\n" : " ");
    for (int k = 0; k < 5; ++k) printf("%d%s", host[k], k == 4 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
