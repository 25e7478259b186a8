// C++20 constraints on members: constrained constructors and member templates (one defined
// outside its class template, after two template headers), trailing requires clauses with
// requires expressions on CRTP members, `requires requires`, concepts in static_assert and
// if constexpr, a range concept over a class with begin/end; and constrained kernels
// launched from the host.
#include <concepts>
#include <cstdio>
#include <type_traits>

template <class R>
concept Range = requires(R &r) {
    r.begin();
    r.end();
};

struct Array4 {
    int v[4];
    __device__ int *begin() { return v; }
    __device__ int *end() { return v + 4; }
};

template <Range R>
__device__ int total(R &r) {
    int s = 0;
    for (auto x : r) s += x;
    return s;
}

template <class T>
    requires requires(T x) { x + x; }
__device__ T twice(T x) { return x + x; }

static_assert(std::integral<int>);
static_assert(!std::integral<float>);

template <class T, class U = T>
concept Addable = requires(T a, U b) { a + b; };

template <class T>
struct Box {
    T v;
    template <std::integral U>
    __device__ Box(U u) : v(T(u) * 2) {}
    __device__ Box(float f) : v(T(f)) {}
    template <class U>
        requires Addable<T, U>
    __device__ T plus(U u) const;
    __device__ T negated() const
        requires std::is_signed_v<T>
    {
        return -v;
    }
};

template <class T>
template <class U>
    requires Addable<T, U>
__device__ T Box<T>::plus(U u) const {
    return v + u;
}

template <class Derived>
struct Shape {
    __device__ float area() const
        requires requires(const Derived &d) { d.w * d.h; }
    {
        auto &d = static_cast<const Derived &>(*this);
        return d.w * d.h;
    }
};
struct Rect : Shape<Rect> {
    float w, h;
};

template <class T>
__device__ const char *name() {
    if constexpr (std::same_as<T, float>) return "float";
    else if constexpr (std::integral<T>) return "integral";
    else return "other";
}

__global__ void members() {
    Array4 a{{1, 2, 3, 4}};
    printf("total: %d\n", total(a));
    printf("twice: %d %g\n", twice(21), twice(1.25));
    printf("addable: %d %d\n", Addable<int>, Addable<int, Array4>);
    Box<int> b1(3);
    Box<int> b2(2.5f);
    printf("box: %d %d %d %d\n", b1.v, b2.v, b1.plus(10), b1.negated());
    Rect r;
    r.w = 2;
    r.h = 3;
    printf("area: %g\n", r.area());
    printf("names: %s %s %s\n", name<float>(), name<long>(), name<Array4>());
    static_assert(Range<Array4>);
}

template <class T>
    requires std::integral<T>
__global__ void fill(T *x, T v) { x[threadIdx.x] = v; }

template <class T>
__global__ void scale(T *x, T f)
    requires std::floating_point<T>
{
    x[threadIdx.x] *= f;
}

template <typename T>
concept Small = sizeof(T) <= 4;

template <Small T, int N>
__global__ void add(T *x) { x[threadIdx.x] += N; }

int main() {
    members<<<1, 1>>>();
    int *a;
    float *b;
    cudaMallocManaged(&a, 8 * sizeof(int));
    cudaMallocManaged(&b, 8 * sizeof(float));
    fill<<<1, 8>>>(a, 7);
    add<int, 3><<<1, 8>>>(a);
    for (int i = 0; i < 8; i++) b[i] = i;
    scale<<<1, 8>>>(b, 0.5f);
    cudaDeviceSynchronize();
    printf("kernels: %d %d %g %g\n", a[0], a[7], b[1], b[7]);
    cudaFree(a);
    cudaFree(b);
    return 0;
}
