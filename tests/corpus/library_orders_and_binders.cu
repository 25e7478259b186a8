// C++20's library orders and helpers in device code and on the host: `<=>` of pairs, tuples and
// arrays (by their elements' `<=>`, or `<` where they have none), the `<compare>` concepts and
// `compare_three_way_result`, `compare_three_way`, the member `swap` of pairs and tuples,
// `std::to_array` and `std::bind_front`. (`strong_order` and its siblings are host variables
// of the host's library, which nvcc's device code cannot name.)
#include <array>
#include <compare>
#include <cstdio>
#include <functional>
#include <tuple>
#include <utility>

struct Legacy {  // ordered by `<` alone
    int v;
    __host__ __device__ bool operator<(const Legacy& o) const { return v < o.v; }
    __host__ __device__ bool operator==(const Legacy& o) const { return v == o.v; }
};

__host__ __device__ int sign(std::partial_ordering c) { return c < 0 ? -1 : c > 0 ? 1 : c == 0 ? 0 : 9; }

__host__ __device__ int scaled(int a, int b, int c) { return a * 100 + b * 10 + c; }

__host__ __device__ void run(long long* out) {
    int j = 0;
    std::pair<int, float> p{1, 2.5f}, q{1, 3.0f};
    out[j++] = sign(p <=> q) * 10 + sign(q <=> p) + 100 * (p < q);
    std::tuple<int, double, char> t{1, 2.0, 'a'}, u{1, 2.0, 'b'};
    out[j++] = sign(t <=> u) * 10 + sign(t <=> t);
    std::array<int, 3> a{1, 2, 3}, b{1, 2, 4};
    out[j++] = sign(a <=> b) * 10 + sign(b <=> a);
    std::pair<Legacy, int> l{{5}, 1}, m{{4}, 9};
    auto weak = l <=> m;
    out[j++] = std::is_same<decltype(weak), std::weak_ordering>::value * 10 + sign(weak);
    out[j++] = std::three_way_comparable<int> + 2 * std::three_way_comparable<Legacy> +
               4 * std::three_way_comparable_with<int, double> +
               8 * std::is_same<std::compare_three_way_result_t<int, double>, std::partial_ordering>::value;
    out[j++] = sign(std::compare_three_way{}(3, 7));
    p.swap(q);
    t.swap(u);
    out[j++] = (int)(p.second * 10) * 1000 + std::get<2>(t);
    int raw[3] = {7, 8, 9};
    auto arr = std::to_array(raw);
    auto letters = std::to_array({'x', 'y'});
    out[j++] = arr[0] * 100 + arr[2] + (long long)letters.size() * 1000 + letters[1];
    auto first_two = std::bind_front(scaled, 4, 5);
    const auto one = std::bind_front(scaled, 1);
    out[j++] = first_two(6) * 1000 + one(2, 3);
}

constexpr int count = 9;

__global__ void kernel(long long* out) { run(out); }

int main() {
    long long* out;
    cudaMallocManaged(&out, count * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    long long host[count];
    run(host);
    for (int k = 0; k < count; k++)
        printf("%lld%c", out[k], k + 1 < count ? ' ' : '\n');
    for (int k = 0; k < count; k++)
        printf("%lld%c", host[k], k + 1 < count ? ' ' : '\n');
    cudaFree(out);
    return 0;
}
