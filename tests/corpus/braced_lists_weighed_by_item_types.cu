// A braced list given for a class parameter converts only where a constructor takes its
// items as they are typed: `{1, 2}` makes a `Point` but no `Span` of two pointers, and a
// function template's parameter that no argument deduces takes its default.
#include <cstdio>
#include <type_traits>

struct Point {
    int x, y;
    __host__ __device__ Point(int x_, int y_) : x(x_), y(y_) {}
};

struct Span {
    const int* first;
    const int* last;
    __host__ __device__ Span(const int* f, const int* l) : first(f), last(l) {}
};

struct Tag {};
struct OnlyFromTag {
    __host__ __device__ explicit OnlyFromTag(Tag) {}
};

__host__ __device__ int describe(Point p) { return 100 + p.x * 10 + p.y; }
__host__ __device__ int describe(Span s) { return 200 + int(s.last - s.first); }

__host__ __device__ int pick(OnlyFromTag) { return 1; }
__host__ __device__ int pick(long v) { return 2 + int(v); }

struct InPlace {};

// An optional-like holder: its converting assignment takes a braced list through `U`'s
// default, since the list deduces nothing; the copy and move assignments take only lists
// that one of its constructors takes.
template <class T>
struct Holder {
    T value;
    int how;
    __host__ __device__ Holder() : value(0, 0), how(0) {}
    template <class I, class... A,
              typename std::enable_if<std::is_same<I, InPlace>::value, int>::type = 0>
    __host__ __device__ explicit Holder(I, A&&... a) : value(a...), how(1) {}
    template <class U = T,
              typename std::enable_if<!std::is_same<typename std::decay<U>::type, Holder>::value,
                                      int>::type = 0>
    __host__ __device__ Holder(U&& u) : value(u), how(2) {}
    __host__ __device__ Holder& operator=(const Holder& o) {
        value = o.value;
        how = 30 + o.how;
        return *this;
    }
    __host__ __device__ Holder& operator=(Holder&& o) {
        value = o.value;
        how = 40 + o.how;
        return *this;
    }
    template <class U = T,
              typename std::enable_if<!std::is_same<typename std::decay<U>::type, Holder>::value,
                                      int>::type = 0>
    __host__ __device__ Holder& operator=(U&& u) {
        value = T(u);
        how = 50;
        return *this;
    }
};

struct Pair {
    int a, b;
    __host__ __device__ Pair(int a_) : a(a_), b(-1) {}
    __host__ __device__ Pair(int a_, int b_) : a(a_), b(b_) {}
};

__host__ __device__ void show(const char* side) {
    int data[4] = {1, 2, 3, 4};
    const int* begin = data;
    int two = describe({1, 2});
    int span = describe({begin, begin + 3});
    int picked = pick({5});
    Holder<Pair> h;
    h = {7, 8};  // the converting assignment, `U` = `Pair`
    int after_pair = h.how;
    int a = h.value.a, b = h.value.b;
    h = {9};  // the move assignment of a `Holder` made from `9`: the non-template wins the tie
    printf("%s: %d %d %d | %d %d %d | %d %d %d\n", side, two, span, picked, after_pair, a, b,
           h.how, h.value.a, h.value.b);
}

__global__ void kernel() { show("device"); }

int main() {
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
