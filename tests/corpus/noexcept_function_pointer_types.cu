// corpus: `noexcept` in a function type (C++17), on pointers to functions declared as
// variables, parameters, aliases and typedefs, on a function type given to a trait, and
// with a condition (`noexcept(true)`); such a pointer takes a function that may not throw
#include <cstdio>
#include <type_traits>

__host__ __device__ int negate(int x) noexcept { return -x; }
using Op = int (*)(int) noexcept;
typedef int (*Callback)(int) noexcept;
__host__ __device__ int apply(int (*f)(int) noexcept, int v) { return f(v); }

__host__ __device__ void run(int* out) {
    int j = 0;
    int (*direct)(int) noexcept = negate;
    out[j++] = direct(4);
    Op op = negate;
    out[j++] = op(5);
    Callback cb = negate;
    out[j++] = apply(cb, 6);
    int (*conditional)(int) noexcept(true) = negate;
    out[j++] = conditional(7);
    int (*plain)(int) = direct;
    out[j++] = plain(8);
    out[j++] = std::is_function<int(int) noexcept>::value;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 6 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[6];
    run(host);
    for (int k = 0; k < 6; ++k) printf("%d%s", out[k], k == 5 ? "\n" : " ");
    for (int k = 0; k < 6; ++k) printf("%d%s", host[k], k == 5 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
