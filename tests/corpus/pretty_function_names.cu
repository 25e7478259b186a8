// __PRETTY_FUNCTION__ and __func__ in device code: the signature device assert messages show,
// as nvcc's device code spells it: namespaces and classes, `static`, `const` and `noexcept`,
// typedefs resolved, a template's parameters named and its arguments in a `[with ...]` list,
// lambdas in their own form, template arguments that are functions, variables, null pointers,
// templates and pointers to members, and parameter packs, empty ones too.
#include <cstdio>
#include <cstddef>
#define SHOW(tag) printf("%s %s\n", tag, __PRETTY_FUNCTION__)
typedef const float cfloat;
enum class Color { Red, Green = 5 };
struct Foo { int x; };
struct Accumulator {
    float total;
    __device__ Accumulator(float t) : total(t) { SHOW("ctor"); }
    __device__ ~Accumulator() { SHOW("dtor"); }
    __device__ float add(int& count, float* values) {
        printf("%s | %s\n", __PRETTY_FUNCTION__, __func__);
        total += values[count];
        return total;
    }
    __device__ void look(int& r) const { SHOW("const"); }
    __device__ int operator()(int x) { SHOW("call"); return x; }
};
__device__ long mix(unsigned a, double b) {
    printf("%s | %s\n", __PRETTY_FUNCTION__, __FUNCTION__);
    return a + (long)b;
}
__device__ float peek(const float* values, const Accumulator& acc) {
    printf("%s | %s\n", __PRETTY_FUNCTION__, __func__);
    return values[0] + acc.total;
}
namespace ns {
__device__ int f(const int* a, cfloat* b, unsigned long long c) { SHOW("ns"); return 0; }
struct In { static __device__ void s(double) { SHOW("static"); } };
}
namespace { __device__ void anon(int) { SHOW("anon"); } }
template <class T> struct Box {
    __device__ T get(T* p) { SHOW("member"); return *p; }
    template <class U> __device__ void two(U) { SHOW("member template"); }
    static __device__ void st(T) { SHOW("static member"); }
    struct Inner { __device__ void f(size_t) { SHOW("nested"); } };
    __device__ operator int() const { SHOW("conversion"); return 1; }
};
template <class T, int N> __device__ void tf(T) { SHOW("value"); }
template <typename T> __device__ T* ptr(T* p, const T&) { SHOW("pointer"); return p; }
__device__ unsigned char uc(short, long, char, bool) { SHOW("bool"); return 0; }
template <unsigned N> __device__ void un() { SHOW("unsigned"); }
template <bool B> __device__ void bo() { SHOW("bool value"); }
template <char C> __device__ void ch() { SHOW("char"); }
template <long long L> __device__ void ll() { SHOW("long long"); }
template <Color C> __device__ void co() { SHOW("enum"); }
template <class T> __device__ void ty(T) { SHOW("type"); }
__device__ Foo operator+(Foo a, Foo) { SHOW("operator"); return a; }
__device__ void arrays(const int* const, int (&)[4], float2, size_t) { SHOW("arrays"); }
template <class T> __device__ void tsize(size_t, const T* const) { SHOW("typedef"); }
template <class... Ts> __device__ void va(Ts...) { SHOW("pack"); }
template <class T, class U = int> __device__ void defarg(T) { SHOW("default"); }
__device__ int g(int x) { return x; }
__device__ int var[4];
__device__ int one;
struct P { int x; int y; __device__ int m() const { return 1; } };
template <int (*F)(int)> __device__ void fp() { SHOW("function"); }
template <int (&F)(int)> __device__ void fr() { SHOW("function reference"); }
template <int* Q> __device__ void op() { SHOW("object"); }
template <int& R> __device__ void orf() { SHOW("object reference"); }
template <template <class> class TT> __device__ void tt() { SHOW("template"); }
template <int P::*M> __device__ void pm() { SHOW("member"); }
template <int (P::*M)() const> __device__ void pmf() { SHOW("member function"); }
template <class T, class... Ts> __device__ void vb(T, Ts...) { SHOW("pack after"); }
template <int... Ns> __device__ void vn() { SHOW("values"); }
template <class... Ts> struct Tup { __device__ static void s() { SHOW("class pack"); } };

template <class T>
__global__ void kernel(int n, T* values) {
    printf("%s | %s\n", __PRETTY_FUNCTION__, __func__);
    {
        Accumulator acc{0.0f};
        int i = 0;
        acc.add(i, values);
        acc.look(i);
        acc(3);
        mix(n, 2.5);
        peek(values, acc);
    }
    ns::f(nullptr, nullptr, 1);
    ns::In::s(1.0);
    anon(1);
    Box<T> box;
    box.get(values);
    box.two(1.5f);
    Box<short>::st(1);
    typename Box<float>::Inner().f(3);
    int converted = box;
    (void)converted;
    tf<T, 4>(*values);
    ptr(values, *values);
    uc(1, 2, 'c', true);
    un<7u>();
    bo<true>();
    ch<'x'>();
    ll<-3>();
    co<Color::Green>();
    ty(Foo{});
    ty((const int*)nullptr);
    ty((unsigned char)1);
    ty(true);
    ty(make_double2(1, 2));
    ty<const int>(1);
    Foo a{1};
    a = a + a;
    int arr[4];
    arrays(nullptr, arr, make_float2(1, 2), 4);
    tsize<float>(2, nullptr);
    va(1, 2.0f, 'c');
    va();
    fp<g>();
    fp<&g>();
    fr<g>();
    op<var>();
    op<nullptr>();
    orf<one>();
    tt<Box>();
    pm<&P::y>();
    pmf<&P::m>();
    vb(1);
    vb(1, 'c');
    vn<>();
    vn<1, 2>();
    Tup<>::s();
    Tup<int, float>::s();
    defarg(1.5);
    int c = 3;
    auto l1 = [=](int x) { SHOW("lambda"); return x + c; };
    l1(1);
    auto l2 = [&](int x) -> float { SHOW("lambda result"); return x + c; };
    l2(1);
    auto l3 = [](auto x) { SHOW("generic lambda"); return x; };
    l3(2.0);
    auto l4 = []() { SHOW("no parameters"); };
    l4();
}
int main() {
    float* v;
    cudaMallocManaged(&v, sizeof(float));
    v[0] = 1.0f;
    kernel<<<1, 1>>>(3, v);
    cudaDeviceSynchronize();
    return 0;
}
