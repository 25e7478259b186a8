// Functions and function templates whose names are those of class templates in other
// namespaces (`std::decay`, `std::rank`, `std::extent` from <type_traits>, a program's own
// `geo::box`): a call of one, with or without written template arguments, calls the function,
// while the classes stay usable by their qualified names.
#include <cstdio>
#include <type_traits>

namespace geo {
template <class T> struct box {
    T side;
    __host__ __device__ T volume() const { return side * side * side; }
};
}  // namespace geo

template <typename T> __host__ __device__ int rank(T x) { return (int)x + 1; }
template <typename T> __host__ __device__ T decay(T x) { return x / 2; }
template <int N, typename T> __host__ __device__ T extent(T x) { return x * N; }
__host__ __device__ int box(int side) { return side * 4; }

__host__ __device__ void compute(int* out) {
    geo::box<int> b{3};
    out[0] = rank(4);
    out[1] = rank<double>(1.5);
    out[2] = decay(40);
    out[3] = extent<3>(7);
    out[4] = box(5);
    out[5] = b.volume();
    out[6] = std::is_same<std::decay<const int&>::type, int>::value;
    out[7] = std::rank<int[2][3]>::value * 10 + (int)std::extent<int[7]>::value;
}

__global__ void run(int* out) { compute(out); }

int main() {
    int* d;
    cudaMalloc(&d, 8 * sizeof(int));
    run<<<1, 1>>>(d);
    int h[8], here[8];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    compute(here);
    for (int i = 0; i < 8; ++i) printf("device %d, host %d\n", h[i], here[i]);
    cudaFree(d);
    return 0;
}
