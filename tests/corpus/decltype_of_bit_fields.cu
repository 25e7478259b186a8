// corpus: `decltype` of a bit-field member is its declared type (`int` for `int bf : 3`), of
// the parenthesized member an lvalue reference
#include <cstdio>
#include <type_traits>

struct Flags {
    int small : 3;
    unsigned wide : 20;
};

__host__ __device__ void run(int* out) {
    int j = 0;
    Flags f{-2, 1000};
    decltype(f.small) copy = 100;
    decltype(f.wide) value = f.wide;
    out[j++] = copy + (int)value;
    out[j++] = std::is_same<decltype(f.small), int>::value * 100 +
               std::is_same<decltype(f.wide), unsigned>::value * 10 +
               std::is_same<decltype((f.small)), int&>::value;
    out[j++] = (int)sizeof(decltype(f.wide));
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[3];
    run(host);
    printf("%d %d %d\n%d %d %d\n", out[0], out[1], out[2], host[0], host[1], host[2]);
    cudaFree(out);
    return 0;
}
