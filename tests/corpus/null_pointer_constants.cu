// corpus: the literal `0` is a null pointer constant: it initializes a `std::nullptr_t` and
// a pointer and compares with both, where an `int` object does neither (see the negative case
// pointer_integer_comparisons)
#include <cstddef>
#include <cstdio>

template <class T>
__host__ __device__ int null_from_zero() {
    T p = 0;
    T q = nullptr;
    return (p == nullptr) + (nullptr == q) * 10 + (p == q) * 100;
}

__host__ __device__ void run(int* out) {
    out[0] = null_from_zero<std::nullptr_t>();
    out[1] = null_from_zero<int*>();
    out[2] = null_from_zero<void (*)(int)>();
    int* p = 0;
    out[3] = (p == 0) + (0 == p) * 10;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    run(host);
    for (int i = 0; i < 4; ++i) printf("%d: %d (host %d)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
