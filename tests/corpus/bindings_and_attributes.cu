// Structured bindings as a range-for's declaration (by reference and by copy, over an array
// and over a braced list) and standard attributes on kernel and device function parameters.
#include <cstdio>
#include <initializer_list>
#include <utility>

struct Pair { int a, b; };

__device__ int sum_products(Pair* ps, int n, [[maybe_unused]] int unused) {
    int t = 0;
    for (int i = 0; i < 1; i++)
        for (auto& [a, b] : *reinterpret_cast<Pair(*)[3]>(ps)) t += a * b;
    return t + n;
}

__global__ void kernel(int* out, [[maybe_unused]] float ignored) {
    Pair ps[3] = {{1, 2}, {3, 4}, {5, 6}};
    for (auto& [a, b] : ps) b += a;
    int copies = 0;
    for (auto [a, b] : ps) {
        a = 100;
        copies += b;
    }
    out[0] = sum_products(ps, 0, 7);
    out[1] = copies;
    out[2] = ps[0].a;
    int listed = 0;
    for (auto [a, b] : {Pair{1, 2}, Pair{3, 4}}) listed = listed * 100 + a * 10 + b;
    out[3] = listed;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out, 1.5f);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    return 0;
}
