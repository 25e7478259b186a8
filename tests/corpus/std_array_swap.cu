// corpus: std::array in device code swaps (member, free and std::swap) and answers max_size
#include <array>
#include <cstdio>
#include <utility>

__global__ void kernel(int* out) {
    std::array<int, 3> a{1, 2, 3}, b{4, 5, 6};
    a.swap(b);
    out[0] = a[0] * 10 + b[0];
    swap(a, b);
    out[1] = a[0] * 10 + b[0];
    std::swap(a, b);
    out[2] = a[0] * 10 + b[0];
    out[3] = (int)a.max_size();
}

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    cudaFree(out);
    return 0;
}
