// Overload resolution weighs a candidate whose return type is `auto` by its parameters
// alone: the body of one not chosen is never instantiated, so an error in it (here, a
// non-`const` member called through a `const` reference) does not matter.
#include <cstdio>

struct Counter {
    int hits = 0;
    __host__ __device__ int bump() { return ++hits; }
};

struct Bump {
    template <class T>
    __host__ __device__ int operator()(T&& t) const { return t.bump(); }
};

template <class T>
struct Box {
    T value;
    template <class F>
    __host__ __device__ auto apply(F&& f) & { return f(value) + 10; }
    template <class F>
    __host__ __device__ auto apply(F&& f) const& { return f(value) + 20; }
    template <class F>
    __host__ __device__ auto apply(F&& f) && { return f(static_cast<T&&>(value)) + 30; }
};

template <class F>
__host__ __device__ auto twice(F f, int x) { return f(f(x)); }
__host__ __device__ long twice(long x, long y) { return x * y; }

__host__ __device__ void show(const char* side) {
    Box<Counter> box{};
    int first = box.apply(Bump{});
    int second = box.apply(Bump{});
    int moved = static_cast<Box<Counter>&&>(box).apply(Bump{});
    long product = twice(6L, 7L);
    int doubled = twice([](int v) { return v * 2; }, 5);
    printf("%s: %d %d %d %ld %d\n", side, first, second, moved, product, doubled);
}

__global__ void kernel() { show("device"); }

int main() {
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
