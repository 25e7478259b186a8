// std::tuple in device code: make_tuple, tie (a tuple of references), get by index and by type, apply, comparisons,
// tuple_size, structured bindings through the tuple protocol (by value and by reference), and
// a tuple passed to a kernel by value, laid out as the host's library lays it out.
#include <cstdio>
#include <tuple>

struct Point {
    float x, y;
};

__device__ std::tuple<int, float, Point> sample(int i) {
    return std::make_tuple(i, i * 0.5f, Point{1.0f * i, 2.0f * i});
}

__device__ float weighted(int n, float w, double bias) { return n * w + bias; }

// A tuple-like class of its own: tuple_size, tuple_element and a member get.
struct Range {
    int lo, hi;
    template <std::size_t I>
    __device__ int get() const { return I == 0 ? lo : hi; }
};
namespace std {
template <>
struct tuple_size<Range> : integral_constant<size_t, 2> {};
template <size_t I>
struct tuple_element<I, Range> {
    typedef int type;
};
} // namespace std

__global__ void tuples(std::tuple<int, double> arg, int *out) {
    int i = threadIdx.x;
    auto t = sample(i);
    auto [n, half, p] = t;
    auto &[rn, rhalf, rp] = t;
    rn += 100;
    auto [lo, hi] = std::make_tuple(i - 1, i + 1);
    std::tuple<int &, int &> refs = std::tie(lo, hi);
    std::get<1>(refs) += 0;
    std::tuple<int, float, double> u(i, 2.5f, 0.25);
    auto [first, last] = Range{i * 10, i * 10 + 9};
    out[i] = n + (int)(half * 10) + (int)p.y + std::get<0>(t) + lo * hi +
             (int)(std::apply(weighted, u) * 4) + (int)std::get<float>(u) + first + last +
             std::get<0>(arg) + (int)std::get<1>(arg) + (int)std::tuple_size<decltype(t)>::value +
             (std::make_tuple(i, 2.0f) == std::make_tuple(i, 2.0f)) * 1000;
}

int main() {
    int *out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    tuples<<<1, 4>>>(std::make_tuple(5, 6.5), out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; i++) printf("out[%d] = %d\n", i, out[i]);
    cudaFree(out);
    return 0;
}
