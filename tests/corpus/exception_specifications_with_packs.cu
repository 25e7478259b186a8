// An exception specification that expands a pack (`noexcept(noexcept(f(xs...)))`, a
// variadic class's `noexcept((... && nothrow<Ts>))`) is evaluated for the call's arguments.
#include <cstdio>
#include <type_traits>
#include <utility>

struct Throwing {
    __host__ __device__ Throwing() noexcept(false) {}
};
struct Quiet {
    __host__ __device__ Quiet() noexcept {}
};

template <bool Nothrow>
struct Callable {
    __host__ __device__ int operator()(int a, int b) const noexcept(Nothrow) { return a + b; }
};

template <class F, class... Args>
__host__ __device__ int call(F&& f, Args&&... args) noexcept(noexcept(f(std::forward<Args>(args)...))) {
    return f(std::forward<Args>(args)...);
}

template <class... Ts>
struct Row {
    __host__ __device__ Row() noexcept((std::is_nothrow_default_constructible<Ts>::value && ...)) {}
};

static_assert(noexcept(call(Callable<true>{}, 1, 2)), "the call's own specification");
static_assert(!noexcept(call(Callable<false>{}, 1, 2)), "passed on through the pack");
static_assert(noexcept(Row<Quiet, Quiet>()), "every element quiet");
static_assert(!noexcept(Row<Quiet, Throwing>()), "one element may throw");
static_assert(noexcept(Row<>()), "no elements");

__host__ __device__ void show(const char* side) {
    int sum = call(Callable<false>{}, 3, 4);
    bool quiet = noexcept(call(Callable<true>{}, 1, sum));
    bool row = noexcept(Row<Throwing, Quiet, Quiet>());
    printf("%s: %d %d %d\n", side, sum, quiet, row);
}

__global__ void kernel() { show("device"); }

int main() {
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
