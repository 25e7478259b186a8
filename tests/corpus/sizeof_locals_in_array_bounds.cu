// corpus: an array bound in a function body may take the size or alignment of a local's
// type (`sizeof x`, `sizeof(decltype(y))`, `sizeof(x + y)`, `alignof(decltype(y))`) or a
// member of a local's type (`decltype(cfg)::M`)
#include <cstdio>

struct Cfg { static constexpr int M = 3; };

__host__ __device__ int sizes() {
    int x = 0;
    long long y = 0;
    Cfg cfg;
    char r1[sizeof x];
    char r2[sizeof(decltype(y))];
    char r3[sizeof(x + y) * 2];
    char r4[decltype(cfg)::M * 2];
    char r5[alignof(decltype(y))];
    return (int)(sizeof r1 * 10000 + sizeof r2 * 1000 + sizeof r3 * 100 + sizeof r4 * 10 + sizeof r5 % 10);
}

__global__ void kernel(int* out) { *out = sizes(); }

int main() {
    int* out;
    cudaMallocManaged(&out, sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device %d host %d\n", *out, sizes());
    cudaFree(out);
    return 0;
}
