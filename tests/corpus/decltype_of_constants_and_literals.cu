// corpus: decltype keeps the const of a namespace-scope constant and of a static constexpr
// member, a string literal is an lvalue of const characters, and the conditional operator of
// nullptr and a pointer is of the pointer's type
#include <cstdio>
#include <type_traits>

const int limit = 4;
constexpr double scale = 2.5;
extern const int declared_elsewhere;
__device__ int plain = 1;
struct Config {
    static constexpr int width = 8;
    static const long height = 3;
};

template <class T>
struct IsConst {
    static constexpr bool value = false;
};
template <class T>
struct IsConst<const T> {
    static constexpr bool value = true;
};

static_assert(std::is_same<decltype(limit), const int>::value, "limit");
static_assert(std::is_same<decltype(scale), const double>::value, "scale");
static_assert(IsConst<decltype(declared_elsewhere)>::value, "declared elsewhere");
static_assert(std::is_same<decltype(plain), int>::value, "plain");
static_assert(std::is_same<decltype(Config::width), const int>::value, "width");
static_assert(std::is_same<decltype("abc"), const char (&)[4]>::value, "literal");
static_assert(std::is_same<decltype(*"abc"), const char&>::value, "literal element");
static_assert(std::is_same<decltype(true ? nullptr : (int*)0), int*>::value, "nullptr first");
static_assert(std::is_same<decltype(true ? (float*)0 : nullptr), float*>::value, "nullptr second");

__global__ void kernel(int* out) {
    out[0] = std::is_const<decltype(limit)>::value;
    out[1] = IsConst<decltype(scale)>::value;
    out[2] = std::is_const<decltype(plain)>::value;
    out[3] = std::is_const<decltype(Config::height)>::value;
    out[4] = std::is_const<std::remove_reference<decltype("x")>::type>::value;
    int value = 7;
    int* chosen = out[0] ? &value : nullptr;
    out[5] = std::is_same<decltype(out[0] ? nullptr : chosen), int*>::value * *chosen;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 6 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4], out[5]);
    cudaFree(out);
    return 0;
}
const int declared_elsewhere = 5;
