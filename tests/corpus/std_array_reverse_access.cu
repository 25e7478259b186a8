// corpus: std::array's reverse and const access (rbegin, rend, crbegin, crend, cbegin, cend),
// constexpr host functions as the host library's, so device code calls them under
// --expt-relaxed-constexpr
#include <array>
#include <cstdio>

__global__ void kernel(int* out) {
    std::array<int, 4> a{1, 2, 3, 4};
    int n = 0;
    for (auto it = a.rbegin(); it != a.rend(); ++it)
        out[n++] = *it;
    *a.rbegin() = 40;
    const std::array<int, 4>& c = a;
    int digits = 0;
    for (auto it = c.crbegin(); it != c.crend(); ++it)
        digits = digits * 10 + *it % 10;
    out[n++] = digits;
    out[n++] = *(c.cend() - 1) + *c.cbegin();
    out[n++] = (int)(a.rend() - a.rbegin());
}

int main() {
    int* out;
    cudaMallocManaged(&out, 7 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 7; ++i)
        printf("%d%c", out[i], i == 6 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
