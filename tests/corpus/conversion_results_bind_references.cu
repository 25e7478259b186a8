// corpus: the result of a conversion function binds a reference parameter as any value
// does: a value result only `const T&` and `T&&`, a returned lvalue reference `T&` (and
// `const T&`), a returned reference to `const` only `const T&`
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

__host__ __device__ void run(int* out) {
    int j = 0;
    ToValue v{5};
    ToReference r{6};
    ToConstReference c{7};
    out[j++] = bind(v) * 10 + take(v);
    out[j++] = bind(r) * 10 + take(r);
    out[j++] = bind(c) * 10 + take(c);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[3];
    run(host);
    for (int k = 0; k < 3; ++k) printf("%d%s", out[k], k == 2 ? "\n" : " ");
    for (int k = 0; k < 3; ++k) printf("%d%s", host[k], k == 2 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
