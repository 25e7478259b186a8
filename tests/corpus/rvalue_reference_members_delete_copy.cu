// A class with an rvalue reference member cannot be copied (its implicit or defaulted copy
// constructor is deleted: no copy may bind the reference to what the original refers to),
// but it can be moved.
#include <cstdio>
#include <type_traits>
#include <utility>

template <class T>
struct Holder {
    T first;
    int second;
    Holder(const Holder&) = default;
    Holder(Holder&&) = default;
    __host__ __device__ Holder(T f, int s) : first(std::forward<T>(f)), second(s) {}
};

struct Plain {
    int&& ref;
};

static_assert(!std::is_copy_constructible<Plain>::value, "implicit copy deleted");
static_assert(std::is_move_constructible<Plain>::value, "moves");
static_assert(!std::is_copy_constructible<Holder<int&&>>::value, "defaulted copy deleted");
static_assert(std::is_move_constructible<Holder<int&&>>::value, "moves");
static_assert(std::is_copy_constructible<Holder<int&>>::value, "an lvalue reference copies");

__host__ __device__ void show(const char* side) {
    int value = 5;
    Holder<int&&> h(std::move(value), 2);
    Holder<int&&> moved(std::move(h));
    moved.first += 10;
    printf("%s: %d %d\n", side, value, moved.second);
}

__global__ void kernel() { show("device"); }

int main() {
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
