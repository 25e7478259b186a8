// corpus: variable templates (constexpr, of types and values, the type traits' _v helpers) in
// expressions, array bounds, static_assert and if constexpr; floating constants computed from
// other constants keep their fractions; explicit and partial specializations replace the
// primary template for the arguments they match
#include <cstdio>
#include <type_traits>
template <typename T> constexpr T pi = T(3.14159265358979);
template <int N> constexpr int square = N * N;
template <typename T> constexpr bool is_wide = sizeof(T) >= 8;
template <int N> constexpr int sq_v = N * N;
template <> constexpr int sq_v<3> = 100;
template <class T> constexpr bool is_ptr_v = false;
template <class T> constexpr bool is_ptr_v<T *> = true;
constexpr float half_turn = 0.5f;
constexpr double turns = 2 * half_turn + 0.25;
template <typename T>
__device__ int classify(T) {
    if constexpr (std::is_same_v<T, float>) return 1;
    else if constexpr (is_wide<T>) return 2;
    else return 3;
}
__global__ void k(double *o) {
    o[0] = pi<float>;
    o[1] = pi<double>;
    o[2] = square<7> + std::is_same_v<int, int> + std::is_pointer_v<int *>;
    int a[square<3>];
    o[3] = sizeof(a) / sizeof(a[0]) + turns;
    o[4] = classify(1.0f) * 100 + classify(1.0) * 10 + classify('c');
    static_assert(square<4> == 16, "square");
    static_assert(sq_v<3> == 100 && is_ptr_v<float *>, "specializations");
    int b[sq_v<3>];
    o[5] = sq_v<7> * 1000 + sq_v<3> * 10 + is_ptr_v<int *> * 2 + is_ptr_v<int> + sizeof(b) / 4000.0;
}
int main() {
    double *d; cudaMalloc(&d, 6 * sizeof(double)); k<<<1, 1>>>(d);
    double h[6]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%.6f %.12f %.0f %.2f %.0f %.1f\n", h[0], h[1], h[2], h[3], h[4], h[5]);
}
