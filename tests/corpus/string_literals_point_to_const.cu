// corpus: a string literal is an array of `const` characters wherever it decays: `auto`
// deduces a pointer to `const`, and arithmetic, `+`, a comma and `?:` on literals keep
// choosing the overloads and deductions for `const char*`
#include <cstdio>
#include <type_traits>

__host__ __device__ int which(char*) { return 1; }
__host__ __device__ int which(const char*) { return 2; }
template <class T> __host__ __device__ int const_pointee(T*) { return std::is_const<T>::value; }

__host__ __device__ void run(int* out, bool t) {
    int j = 0;
    auto a = "ab";
    out[j++] = which(a) * 10 + const_pointee(a);
    out[j++] = which("ab" + 1) * 10 + which(+"ab");
    out[j++] = which((0, "ab")) * 10 + which(t ? "ab" : "cde");
    out[j++] = which(t ? "ab" : nullptr) * 10 + std::is_same<decltype(a), const char*>::value;
}

__global__ void kernel(int* out, bool t) { run(out, t); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out, true);
    cudaDeviceSynchronize();
    int host[4];
    run(host, true);
    printf("%d %d %d %d\n%d %d %d %d\n", out[0], out[1], out[2], out[3], host[0], host[1], host[2],
           host[3]);
    cudaFree(out);
    return 0;
}
