// C++20 in device code: <bit> (bit_cast, popcount, countl_zero, bit_width, rotl...),
// <numbers>, std::span over device memory, `using enum`, consteval, [[likely]] and a
// template lambda; __cplusplus follows -std.
#include <bit>
#include <cstdio>
#include <numbers>
#include <span>

enum class Channel { Red, Green, Blue };

__device__ int weight(Channel c) {
    using enum Channel;
    switch (c) {
    case Red: return 3;
    case Green: return 6;
    case Blue: return 1;
    }
    return 0;
}

consteval int square(int x) { return x * x; }

__device__ float total(std::span<const float> values) {
    float t = 0;
    for (float v : values) t += v;
    return t;
}

__global__ void library(const float *data, int n) {
    unsigned x = 0x00f0u;
    printf("bits: %u %d %d %d %u %u %d\n", std::bit_cast<unsigned>(1.0f), std::popcount(x),
           std::countl_zero(x), std::bit_width(x), std::bit_ceil(100u),
           std::rotl(0x80000001u, 1), std::has_single_bit(64u));
    printf("numbers: %.6f %.6f %.6f\n", std::numbers::pi, std::numbers::e,
           std::numbers::sqrt2_v<float>);
    std::span<const float> all(data, n);
    printf("span: %g %g %g %d\n", total(all), total(all.first(2)), total(all.subspan(1, 2)),
           (int)all.size());
    constexpr int s = square(9);
    int hot = 0;
    if (s > 50) [[likely]] hot = 1;
    auto twice = []<typename T>(T v) { return v + v; };
    printf("misc: %d %d %d %g %d\n", weight(Channel::Green), s, hot, twice(1.25),
           (int)(__cplusplus / 100));
}

int main() {
    float *data;
    cudaMallocManaged(&data, 4 * sizeof(float));
    for (int i = 0; i < 4; i++) data[i] = i + 0.5f;
    library<<<1, 1>>>(data, 4);
    cudaDeviceSynchronize();
    printf("host __cplusplus: %ld\n", (long)__cplusplus);
    cudaFree(data);
    return 0;
}
