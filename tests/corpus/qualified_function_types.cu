// corpus: function types keep the qualifiers and reference kinds of their parameters and results: type identity, calls through pointers and references, invocability
#include <cstdio>
#include <type_traits>
#include <utility>

template <class X, class Y>
using cond_res = decltype(false ? std::declval<X (&)()>()() : std::declval<Y (&)()>()());
static_assert(std::is_same<cond_res<const int&, const int&>, const int&>::value, "const lvalues");
static_assert(std::is_same<cond_res<int&&, int&&>, int&&>::value, "xvalues");
static_assert(std::is_same<cond_res<const int&, int&>, const int&>::value, "mixed");
static_assert(std::is_same<decltype(std::declval<int && (*)()>()()), int&&>::value, "xvalue call");

static_assert(!std::is_same<void(int&), void(int&&)>::value, "reference kinds differ");
static_assert(!std::is_same<void(const int&), void(int&)>::value, "referents' const differ");
static_assert(std::is_same<void(const int), void(int)>::value, "a value's const is dropped");
static_assert(!std::is_same<void(const int*), void(int*)>::value, "pointees' const differ");

template <class F, class... A>
auto callable(int) -> decltype(std::declval<F>()(std::declval<A>()...), std::true_type{});
template <class F, class... A>
std::false_type callable(...);
static_assert(!decltype(callable<void (*)(int&&), int&>(0))::value, "lvalue to &&");
static_assert(decltype(callable<void (*)(int&&), int>(0))::value, "rvalue to &&");
static_assert(!decltype(callable<void (*)(int&), const int&>(0))::value, "const lvalue to &");
static_assert(decltype(callable<void (*)(const int&), int&>(0))::value, "lvalue to const &");
static_assert(!decltype(callable<void (*)(int&), int>(0))::value, "rvalue to &");
static_assert(!std::is_invocable<void (*)(int&&), int&>::value, "is_invocable");
static_assert(std::is_same<std::invoke_result_t<const int& (*)()>, const int&>::value, "invoke_result");

template <class R, class... A>
__device__ int arity(R (*)(A...)) { return sizeof...(A); }

template <class A>
__device__ bool takes_const_reference(void (*)(A)) {
    return std::is_reference<A>::value && std::is_const<std::remove_reference_t<A>>::value;
}

__device__ int counter = 0;
__device__ const int& current() { return counter; }
__device__ int&& moved(int& x) { return std::move(x); }
__device__ void bump(int& x) { x += 10; }
__device__ void sink(int&& x) { counter += x; }
__device__ void look(const int& x) { counter += 2 * x; }
__device__ void look(int& x) { x = -1; }

__global__ void run(int* out) {
    const int& (*get)() = current;
    int&& (*mv)(int&) = moved;
    void (*by_ref)(int&) = bump;
    void (*by_rvalue)(int&&) = sink;
    void (*by_const)(const int&) = look;  // the overload of that type
    int x = 5;
    by_ref(x);
    by_rvalue(mv(x));
    by_const(x);
    out[0] = x;
    out[1] = get();
    out[2] = arity(by_const) + arity(get);
    out[3] = takes_const_reference(by_const);
    out[4] = takes_const_reference(by_ref);
}

int main() {
    int* d;
    cudaMalloc(&d, 5 * sizeof(int));
    run<<<1, 1>>>(d);
    int h[5];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("x=%d counter=%d arity=%d const_ref=%d,%d\n", h[0], h[1], h[2], h[3], h[4]);
    cudaFree(d);
    return 0;
}
