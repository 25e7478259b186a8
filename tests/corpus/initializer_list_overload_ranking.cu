// corpus: a braced argument converts better to an std::initializer_list parameter than to
// any other (`f({1})` takes `f(initializer_list<int>)` over `f(int)`, `f({})` too), while
// among other parameters the usual ranking holds; `T{t}` of a class with an
// initializer_list<T> constructor makes a list of `t` rather than copying it
#include <cstdio>
#include <initializer_list>

struct Boxed { int v; __host__ __device__ Boxed(int x) : v(x) {} };
__host__ __device__ int f(std::initializer_list<int> l) { return 100 + (int)l.size(); }
__host__ __device__ int f(int) { return 1; }
__host__ __device__ int g(std::initializer_list<long>) { return 200; }
__host__ __device__ int g(long) { return 2; }
__host__ __device__ int h(int) { return 3; }
__host__ __device__ int h(Boxed) { return 4; }
struct Listed {
    int k;
    __host__ __device__ Listed() : k(0) {}
    __host__ __device__ Listed(std::initializer_list<Listed> l) : k(10 + (int)l.size()) {}
    __host__ __device__ Listed(const Listed&) : k(3) {}
};

__host__ __device__ void run(int* out) {
    out[0] = f({1});
    out[1] = g({1});
    out[2] = f({});
    out[3] = f({1, 2});
    out[4] = h({5});
    out[5] = f(7);
    Listed l0;
    Listed l1{l0};
    Listed l2 = {l0};
    Listed l3{l0, l0};
    out[6] = l1.k * 10000 + l2.k * 100 + l3.k;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 7 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[7];
    run(host);
    for (int k = 0; k < 7; ++k) printf("%d%s", out[k], k == 6 ? "\n" : " ");
    for (int k = 0; k < 7; ++k) printf("%d%s", host[k], k == 6 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
