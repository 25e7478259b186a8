// C++20 in device code: `char8_t` (a type of its own beside `unsigned char`, for overloading
// and traits), `constinit`, `using enum`, `[[likely]]`, designated
// initializers, template parameter lists on lambdas, `std::bit_cast` and the bit functions,
// `std::span`, `std::numbers`, `std::lerp`, `std::ssize` and the integer comparisons of
// `<utility>` (`std::cmp_less(-1, 1u)` is true, `std::in_range<unsigned>(-1)` false).
#include <array>
#include <bit>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <limits>
#include <numbers>
#include <span>
#include <type_traits>
#include <utility>

enum class Color { Red, Green, Blue };
struct Point { int x, y, z; };
constinit __device__ int start_value = 3;

__device__ int pick(Color c) {
    switch (c) {
        using enum Color;
        case Red: return 1;
        case Green: [[likely]] return 2;
        default: return 3;
    }
}
__device__ int kind(unsigned char) { return 1; }
__device__ int kind(char8_t) { return 8; }
__device__ int sum(std::span<const int> s) {
    int t = 0;
    for (int v : s) t += v;
    return t;
}

// (nvcc 13.0's host stubs cannot take a `char8_t*` parameter: the bytes come as `unsigned char`.)
__global__ void utf8_lengths(const unsigned char *bytes, int n, int *out) {
    const char8_t *text = reinterpret_cast<const char8_t *>(bytes);
    // Code points: bytes that do not continue a sequence.
    int count = 0;
    for (int i = 0; i < n; i++) count += (text[i] & 0xC0) != 0x80;
    out[0] = count;
    out[1] = kind(text[0]) * 10 + kind((unsigned char)text[0]);
    out[2] = std::is_integral_v<char8_t> + 2 * std::is_same_v<char8_t, unsigned char> +
             4 * std::is_unsigned_v<char8_t>;
    out[3] = std::numeric_limits<char8_t>::max() + (int)sizeof(char8_t) * 1000;
}

__global__ void features(int *out) {
    Point p{.x = 1, .z = 3};
    out[0] = p.x + p.y * 10 + p.z * 100;
    out[1] = pick(Color::Green) * 10 + pick(Color::Blue);
    out[2] = (int)std::bit_cast<float>(0x40400000u);
    int values[4] = {1, 2, 3, 4};
    out[3] = sum(values);
    auto add = []<class T>(T a, T b) { return a + b; };
    out[4] = add(20, 22);
    out[5] = std::popcount(0xF0u) * 100 + std::countl_zero(1u);
    out[6] = (int)(std::numbers::pi_v<float> * 100);
    out[7] = start_value;
    out[8] = std::has_single_bit(64u) + std::bit_width(8u) * 10;
    std::array<int, 3> a{1, 2, 3};
    auto [q, r, s] = a;
    out[9] = q + r + s;
    out[10] = std::cmp_less(-1, 1u) + 2 * (-1 < 1u) + 4 * std::cmp_greater_equal(-5, 3u) +
              8 * std::cmp_equal(-1, 0xffffffffu) + 16 * std::cmp_not_equal(7u, 7) +
              32 * std::cmp_less_equal(2u, 2);
    out[11] = std::in_range<unsigned char>(255) + 2 * std::in_range<unsigned char>(256) +
              4 * std::in_range<short>(-32768) + 8 * std::in_range<unsigned>(-1) +
              16 * std::in_range<long long>(~0ull) + 32 * std::in_range<int>(2147483647u);
    out[12] = (int)(std::lerp(1.0, 3.0, 0.25) * 100) + (int)std::lerp(1.0f, 2.0f, 3.0f) * 1000 +
              (int)std::lerp(-2.0f, 6.0f, 1.0f) * 10000;
    out[13] = (int)std::ssize(values) + (int)std::ssize(a) * 10;
}

int main() {
    int *out;
    cudaMallocManaged(&out, 16 * sizeof(int));
    features<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 14; i++) printf("%d%s", out[i], i < 13 ? " " : "\n");

    const char8_t text[] = u8"h\u00e9llo w\u00f6rld \u2713";
    int n = sizeof text - 1;
    unsigned char *d_text;
    cudaMalloc(&d_text, n);
    cudaMemcpy(d_text, text, n, cudaMemcpyHostToDevice);
    utf8_lengths<<<1, 1>>>(d_text, n, out);
    cudaDeviceSynchronize();
    printf("%d bytes, %d code points; %d %d %d\n", n, out[0], out[1], out[2], out[3]);
    return 0;
}
