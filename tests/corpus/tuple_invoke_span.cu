// corpus: tuple_cat, mixed-type tuple comparisons and conversions, apply/make_from_tuple, invoke with pointers to members, index_sequence::size() and cuda::std::span (C++17) from arrays and containers, in kernels
#include <array>
#include <cstdio>
#include <tuple>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <cuda/std/utility>

struct Base {
    int v;
    __host__ __device__ int plus(int a) const { return v + a; }
    __host__ __device__ int twice() { return 2 * v; }
};
struct Derived : Base {
    int w;
};
struct Mul {
    __host__ __device__ int operator()(int a, int b) const { return a * b; }
};
struct Point3 {
    int x, y, z;
    __host__ __device__ Point3(int a, int b, int c) : x(a), y(b), z(c) {}
};
__device__ int digits(int a, int b, int c) { return 100 * a + 10 * b + c; }

// A container of its own: data(), size(), begin() and end() make it something a span views.
struct Ring {
    int d[4];
    __host__ __device__ int *data() { return d; }
    __host__ __device__ const int *data() const { return d; }
    __host__ __device__ size_t size() const { return 4; }
    __host__ __device__ int *begin() { return d; }
    __host__ __device__ int *end() { return d + 4; }
    __host__ __device__ const int *begin() const { return d; }
    __host__ __device__ const int *end() const { return d + 4; }
};

__host__ __device__ int total(cuda::std::span<const int> s)
{
    int r = 0;
    for (int x : s)
        r += x;
    return r;
}

template <size_t... I>
__device__ int weighted(cuda::std::index_sequence<I...> seq, const int *p)
{
    int r = 0;
    int parts[] = {(int)(I + 1) * p[I]...};
    for (size_t i = 0; i < seq.size(); ++i)
        r += parts[i];
    return r * 10 + (int)cuda::std::index_sequence<I...>::size();
}

__global__ void tuples()
{
    cuda::std::tuple<int, float> a{1, 2.5f};
    cuda::std::tuple<long, double> b{1, 2.5};
    cuda::std::tuple<short, double> c{2, 0.5};
    printf("compare: %d %d %d %d %d %d %d\n", (int)(a == b), (int)(a != c), (int)(a < c), (int)(c < a),
           (int)(a <= b), (int)(c > a), (int)(b >= a));

    cuda::std::tuple<double, double> d(a);
    cuda::std::tuple<long, double> e(cuda::std::make_tuple(7, 8.5f));
    cuda::std::tuple<int, double> f(cuda::std::make_pair(3, 4.25));
    printf("convert: %g %g %ld %g %d %g\n", cuda::std::get<0>(d), cuda::std::get<1>(d), cuda::std::get<0>(e),
           cuda::std::get<1>(e), cuda::std::get<0>(f), cuda::std::get<1>(f));

    int i = 0;
    float x = 0;
    cuda::std::tie(i, x) = cuda::std::make_tuple(9, 1.5f);
    printf("tie: %d %g", i, x);
    cuda::std::tie(i, x) = cuda::std::make_pair(10, 2.5f);
    printf(" %d %g\n", i, x);

    cuda::std::array<int, 3> arr{7, 8, 9};
    auto cat = cuda::std::tuple_cat(a, cuda::std::make_tuple(3, 'x'), cuda::std::make_pair(4u, 5.0), cuda::std::tuple<>());
    printf("tuple_cat: %d | %d %g %d %c %u %g\n", (int)cuda::std::tuple_size<decltype(cat)>::value, cuda::std::get<0>(cat),
           cuda::std::get<1>(cat), cuda::std::get<2>(cat), cuda::std::get<3>(cat), cuda::std::get<4>(cat),
           cuda::std::get<5>(cat));
    auto refs = cuda::std::tuple_cat(arr, cuda::std::tie(i));
    cuda::std::get<3>(refs) = 42;
    printf("tuple_cat refs: %d %d %d\n", (int)cuda::std::tuple_size<decltype(refs)>::value,
           cuda::std::get<0>(refs) + cuda::std::get<1>(refs) + cuda::std::get<2>(refs), i);

    auto t3 = cuda::std::make_tuple(1, 2, 3);
    printf("apply: %d %d %d\n", cuda::std::apply(digits, t3), cuda::std::apply(digits, arr),
           cuda::std::apply([](int p, double q) { return p + (int)q; }, cuda::std::make_pair(1, 2.0)));
    Point3 p = cuda::std::make_from_tuple<Point3>(t3);
    Point3 q = cuda::std::make_from_tuple<Point3>(arr);
    printf("make_from_tuple: %d %d %d %d\n", p.x, p.y, p.z, q.x + q.y + q.z);
}

__global__ void std_tuples()
{
    std::tuple<int, float> a{1, 2.5f};
    std::tuple<long, double> b{1, 2.5};
    auto cat = std::tuple_cat(a, std::make_pair(3, 4.0));
    std::tuple<int, double> f(std::make_pair(5, 0.25));
    printf("std: %d %d %d %g %d %g %d\n", (int)(a == b), (int)(a < std::make_tuple(2, 0.0)),
           (int)std::tuple_size<decltype(cat)>::value, std::get<3>(cat), std::get<0>(f), std::get<1>(f),
           std::apply(digits, std::make_tuple(4, 5, 6)));
    printf("std sizes: %d %d\n", (int)std::make_index_sequence<5>::size(), (int)std::index_sequence_for<int, char>::size());
}

__global__ void invokes()
{
    Base s{5};
    Derived dv;
    dv.v = 7;
    dv.w = 1;
    Base *ps = &s;
    printf("invoke: %d %d %d | %d %d %d | %d %d\n", cuda::std::invoke(&Base::plus, s, 3), cuda::std::invoke(&Base::v, s),
           cuda::std::invoke(&Base::twice, s), cuda::std::invoke(&Base::plus, ps, 4), cuda::std::invoke(&Base::v, ps),
           cuda::std::invoke(&Base::twice, dv), cuda::std::invoke(&Base::plus, &dv, 1), cuda::std::invoke(&Base::v, dv));
    printf("callables: %d %d %d\n", cuda::std::invoke(Mul{}, 6, 7), cuda::std::invoke(digits, 1, 2, 3),
           cuda::std::invoke([](int k) { return k + 1; }, 41));
    cuda::std::invoke(&Base::v, s) = 11;
    cuda::std::invoke(&Base::v, ps) += 1;
    printf("member write: %d\n", s.v);
    printf("traits: %d %d %d %d %d %d %d\n", (int)cuda::std::is_invocable_v<decltype(&Base::plus), Base &, int>,
           (int)cuda::std::is_invocable_v<decltype(&Base::plus), Base &>,
           (int)cuda::std::is_invocable_v<decltype(&Base::v), Derived *>,
           (int)cuda::std::is_invocable_v<decltype(&Base::v), Base &, int>, (int)cuda::std::is_invocable_v<Mul, int, int>,
           (int)cuda::std::is_invocable_v<Mul, int>,
           (int)cuda::std::is_same_v<cuda::std::invoke_result_t<decltype(&Base::plus), Base *, int>, int>);
    printf("result types: %d %d %d\n", (int)cuda::std::is_same_v<decltype(cuda::std::invoke(&Base::v, s)), int &>,
           (int)cuda::std::is_same_v<cuda::std::invoke_result_t<Mul, int, int>, int>,
           (int)cuda::std::is_invocable_r_v<long, Mul, int, int>);
    const int w[4] = {1, 2, 3, 4};
    constexpr size_t n = cuda::std::make_index_sequence<4>::size();
    int buf[cuda::std::index_sequence<1, 2, 3>::size()];
    printf("sequences: %d %d %d\n", (int)n, (int)(sizeof(buf) / sizeof(buf[0])), weighted(cuda::std::make_index_sequence<4>{}, w));
}

__global__ void spans(cuda::std::span<int> dyn, cuda::std::span<const int, 3> fixed)
{
    cuda::std::array<int, 3> ca{1, 2, 3};
    std::array<int, 2> sa{10, 20};
    int raw[5] = {1, 2, 3, 4, 5};
    Ring ring{{4, 3, 2, 1}};
    const Ring cring{{5, 5, 5, 5}};
    cuda::std::span<int> a(ca);
    cuda::std::span<int, 3> b(ca);
    cuda::std::span<const int> c(sa);
    cuda::std::span<int> r(ring);
    cuda::std::span<const int> cr(cring);
    cuda::std::span<int, 5> whole(raw);
    cuda::std::span<const int> view = a;
    cuda::std::span deduced(raw);
    cuda::std::span deduced_array(ca);
    auto mid = whole.subspan<1, 3>();
    auto head = a.first<2>();
    printf("span sums: %d %d %d %d %d %d %d\n", total(a), total(b), total(c), total(r), total(cr), total(whole), total(view));
    printf("span shapes: %d %d %d %d %d %d %d\n", (int)mid.size(), (int)decltype(mid)::extent, (int)head.size(),
           (int)decltype(deduced)::extent, (int)decltype(deduced_array)::extent, (int)sizeof(b), (int)sizeof(a));
    printf("span parts: %d %d %d %d\n", total(mid), total(a.last(2)), total(whole.subspan(3)), total(ca) + total(sa));
    printf("span args: %d %d %d %d\n", total(dyn), total(fixed), (int)dyn.size(), fixed.back());
    r[0] = 40;
    dyn[0] = 100;
    printf("span writes: %d\n", ring.d[0]);
}

int main()
{
    tuples<<<1, 1>>>();
    cudaDeviceSynchronize();
    fflush(stdout);
    std_tuples<<<1, 1>>>();
    cudaDeviceSynchronize();
    fflush(stdout);
    invokes<<<1, 1>>>();
    cudaDeviceSynchronize();
    fflush(stdout);

    int *m;
    cudaMallocManaged(&m, 4 * sizeof(int));
    for (int i = 0; i < 4; ++i)
        m[i] = i + 1;
    std::array<int, 3> host_values{2, 4, 6};
    printf("host span: %d %d\n", total(cuda::std::span<const int>(host_values.data(), host_values.size())),
           (int)(cuda::std::dynamic_extent == (size_t)-1));
    fflush(stdout);
    spans<<<1, 1>>>(cuda::std::span<int>(m, 4), cuda::std::span<const int, 3>(m + 1, 3));
    cudaError_t err = cudaDeviceSynchronize();
    printf("after: %d %s\n", m[0], cudaGetErrorString(err));
    cudaFree(m);
    return 0;
}
