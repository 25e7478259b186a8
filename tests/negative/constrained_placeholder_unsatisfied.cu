// flags: -std=c++20
// Variables declared with a constrained placeholder whose deduced type fails the constraint.
#include <concepts>
__device__ float f() { return 1.5f; }
constexpr __device__ float g() { return 2.5f; }
__device__ std::integral auto at_namespace_scope = g();
__global__ void k(int* out) {
    out[2] = at_namespace_scope;
    std::integral auto a = f();
    int i = 2;
    const std::floating_point auto& b = i;
    float fl = 1;
    std::same_as<int> auto* c = &fl;
    float values[2] = {1, 2};
    for (std::integral auto v : values) out[0] += v;
    std::integral auto fine = i;
    std::convertible_to<long> auto also_fine = 3.0f;
    out[1] = fine + also_fine;
}
int main() {}
