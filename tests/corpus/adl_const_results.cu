// corpus: decltype of a call that only argument-dependent lookup finds keeps the const of the
// reference it returns; a requires expression calls a namespace-scope function object (a host
// `inline constexpr` one, as ranges-style libraries write them, or a __device__ one)
#include <cstdio>
#include <type_traits>

namespace geo {
struct Vec {
    float x, y;
};
__host__ __device__ const Vec& larger(const Vec& a, const Vec& b) { return a.x * a.x + a.y * a.y >= b.x * b.x + b.y * b.y ? a : b; }
__host__ __device__ Vec& first(Vec& a, Vec&) { return a; }
}  // namespace geo

namespace lib {
struct size_fn {
    template <class T>
    __host__ __device__ constexpr auto operator()(const T& t) const -> decltype(t.size()) { return t.size(); }
};
inline constexpr size_fn size{};
}  // namespace lib

struct Box {
    __host__ __device__ constexpr int size() const { return 4; }
};
struct Point {
    int x;
};

template <class T>
concept Sized = requires(const T& t) { lib::size(t); };

__device__ constexpr lib::size_fn device_size{};
template <class T>
concept DeviceSized = requires(const T& t) { device_size(t); };

__global__ void kernel(float* out) {
    geo::Vec a{3, 4}, b{1, 1};
    using L = decltype(larger(a, b));
    using F = decltype(first(a, b));
    printf("larger: const reference %d, first: non-const reference %d\n",
           (int)std::is_same<L, const geo::Vec&>::value, (int)std::is_same<F, geo::Vec&>::value);
    printf("Sized: Box %d Point %d int %d; DeviceSized: Box %d Point %d\n", (int)Sized<Box>,
           (int)Sized<Point>, (int)Sized<int>, (int)DeviceSized<Box>, (int)DeviceSized<Point>);
    first(a, b).x = 5;
    out[0] = larger(a, b).x;
    out[1] = (float)device_size(Box{});
}

int main() {
    float* d;
    cudaMalloc(&d, 2 * sizeof(float));
    kernel<<<1, 1>>>(d);
    float h[2];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("host: %.1f %.1f, Sized<Box> on the host %d\n", h[0], h[1], (int)Sized<Box>);
    cudaFree(d);
    return 0;
}
