// std::tuple ordered and compared in device code, element by element.
#include <cstdio>
#include <tuple>
__global__ void k(int* o) {
    std::tuple<int, float, int> a{1, 2.0f, 3}, b{1, 2.0f, 4}, c{0, 9.0f, 9};
    o[0] = (a < b) + 2 * (c < a) + 4 * (a <= a) + 8 * (b > a) + 16 * (a >= b) + 32 * (a == a) + 64 * (a != b);
    std::tuple<int, int> p{2, 1}, q{2, 1};
    o[1] = (p < q) * 10 + (p <= q);
}
int main() { int* o; cudaMallocManaged(&o, 8); k<<<1,1>>>(o); cudaDeviceSynchronize(); printf("%d %d\n", o[0], o[1]); }
