// A constructor template with a pack converts as any converting constructor does: an
// argument copy-initializes the parameter through it, a braced list of several items too, and
// a test written as a substitution (`decltype(take<T>(declval<F>()))`) sees it.
#include <cstdio>
#include <utility>

struct Count {
    int n;
    template <class... Args>
    __host__ __device__ Count(Args&&...) : n(int(sizeof...(Args))) {}
};

struct Ints {
    int sum;
    template <class... Args>
    __host__ __device__ Ints(int first, Args... rest) : sum(first) {
        int more[] = {0, rest...};
        for (int v : more) sum += v;
    }
};

__host__ __device__ int size_of(Count c) { return c.n; }
__host__ __device__ int total(Ints v) { return v.sum; }

template <class T>
__host__ __device__ void take(T);

template <class From, class To, class = void>
struct Converts {
    static constexpr bool value = false;
};
template <class From, class To>
struct Converts<From, To, decltype(take<To>(std::declval<From>()))> {
    static constexpr bool value = true;
};

struct OnlyTwo {
    template <class A, class B>
    __host__ __device__ OnlyTwo(A, B) {}
};

static_assert(Converts<int, Count>::value, "one argument through the pack");
static_assert(Converts<double&, Ints>::value, "the pack left empty");
static_assert(!Converts<int, OnlyTwo>::value, "two parameters take no single argument");

__host__ __device__ void show(const char* side) {
    int one = size_of(7);
    int three = size_of({1, 2, 3});
    int none = size_of({});
    int mixed = size_of({1, 2.0, 'c'});
    int sum = total({1, 2, 3, 4});
    int single = total(5);
    printf("%s: %d %d %d %d %d %d\n", side, one, three, none, mixed, sum, single);
}

__global__ void kernel() { show("device"); }

int main() {
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
