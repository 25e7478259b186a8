// corpus: constant evaluation sees writes through references: a function's reference
// parameter, a reference local, an rvalue reference; const references read as values
#include <cstdio>

constexpr int set_to_five(int& x) { x = 5; return 0; }
constexpr int through_parameter() { int v = 1; set_to_five(v); return v; }
constexpr int through_local() { int v = 1; int& r = v; r += 4; ++r; return v; }
constexpr int through_rvalue() { int v = 1; int&& r = static_cast<int&&>(v); r = 9; return v; }
constexpr int doubled(const int& x) { return 2 * x; }
constexpr int swapped() {
    int a = 3, b = 4;
    int& x = a;
    int& y = b;
    int t = x;
    x = y;
    y = t;
    return a * 10 + b;
}

static_assert(through_parameter() == 5, "parameter");
static_assert(through_local() == 6, "local");
static_assert(through_rvalue() == 9, "rvalue reference");
static_assert(doubled(21) == 42, "const reference");
static_assert(swapped() == 43, "swap");

template <int N>
struct Value {
    static constexpr int value = N;
};

__global__ void kernel(int* out) {
    out[0] = Value<through_parameter()>::value;
    out[1] = Value<through_local()>::value;
    out[2] = Value<through_rvalue()>::value;
    out[3] = Value<swapped()>::value;
    int runtime[through_local()];
    out[4] = sizeof(runtime) / sizeof(int);
}

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4]);
    cudaFree(out);
    return 0;
}
