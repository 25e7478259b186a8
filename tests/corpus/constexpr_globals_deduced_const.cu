// A namespace-scope `constexpr` variable is a `const` object: a template parameter deduced
// from it through `T&` in an unevaluated operand is `const` (`decltype(std::tie(i, ignore))`
// is a `tuple<int&, const ignore_t&>`).
#include <cstdio>
#include <type_traits>

struct Ignore {
    int tag;
};

template <class T>
struct Ref {
    static constexpr bool is_const = std::is_const<T>::value;
};

template <class T>
__host__ __device__ constexpr Ref<T> refer(T&) {
    return {};
}

constexpr Ignore ignore{7};
constexpr int limit = 3;
__device__ constexpr Ignore device_ignore{8};
int counter = 0;

static_assert(std::is_same<decltype(refer(ignore)), Ref<const Ignore>>::value, "a constexpr object");
static_assert(std::is_same<decltype(refer(limit)), Ref<const int>>::value, "a constexpr scalar");
static_assert(std::is_same<decltype(refer(device_ignore)), Ref<const Ignore>>::value, "on the device");
static_assert(std::is_same<decltype(refer(counter)), Ref<int>>::value, "a variable");

__host__ __device__ void show(const char* side) {
    int local = 0;
    using R = decltype(refer(ignore));
    using L = decltype(refer(local));
    printf("%s: %d %d %d\n", side, R::is_const, L::is_const, ignore.tag + limit);
}

__global__ void kernel() { show("device"); }

int main() {
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
