// `decltype` and `auto` keep `volatile` as they keep `const`: `decltype` of a `volatile`
// variable, `auto` from the address of a `volatile` object or element (overloads on
// `volatile` then choose by it); a conditional of `const` lvalues is a `const` lvalue.
#include <cstdio>
#include <type_traits>

__host__ __device__ int which(int*) { return 1; }
__host__ __device__ int which(volatile int*) { return 2; }

__host__ __device__ void run(int* out) {
    const int a = 1, b = 2;
    bool pick = out != nullptr;
    out[0] = std::is_same<decltype(pick ? a : b), const int&>::value * 10 +
             std::is_same<decltype(pick ? "ab" : "cd"), const char(&)[3]>::value;
    volatile int v = 3;
    volatile int samples[2] = {4, 5};
    auto p = &samples[1];
    auto q = &v;
    int plain = 6;
    auto r = &plain;
    out[1] = std::is_same<decltype(v), volatile int>::value * 100 +
             std::is_same<decltype(p), volatile int*>::value * 10 +
             std::is_same<decltype(q), volatile int*>::value;
    out[2] = which(p) * 100 + which(q) * 10 + which(r);
    out[3] = *p * 10 + *q;
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
