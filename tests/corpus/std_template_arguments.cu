// corpus: kernel templates launched with standard library classes as template arguments,
// which the host names with the mangling's abbreviations and repeated templates
// (`std::vector<int>` with its `std::allocator<int>`, `std::pair<char, std::pair<int, int>>`):
// the device code uses their member types.
#include <cstdio>
#include <utility>
#include <vector>

template <class C> __global__ void fill(typename C::value_type* p) {
    p[threadIdx.x] = (typename C::value_type)(threadIdx.x + 1);
}

template <class P> __global__ void second_of_second(typename P::second_type::first_type* p) {
    *p = sizeof(typename P::first_type) * 10 + 7;
}

int main() {
    int* d;
    cudaMalloc(&d, 4 * sizeof(int));
    int h[4] = {};
    fill<std::vector<int>><<<1, 4>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("vector<int>: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    second_of_second<std::pair<char, std::pair<int, int>>><<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost);
    printf("pair<char, pair<int, int>>: %d\n", h[0]);
    double* dd;
    cudaMalloc(&dd, 2 * sizeof(double));
    double hd[2] = {};
    fill<std::vector<double>><<<1, 2>>>(dd);
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
    printf("vector<double>: %g %g\n", hd[0], hd[1]);
    cudaFree(d);
    cudaFree(dd);
    return 0;
}
