// corpus: an object's const, volatile and value category choose the member functions it may call, directly and through pointers to members; conditionals of pointers give the composite pointer type
#include <cstdio>
#include <type_traits>
#include <utility>

struct S {
    int v = 1;
    __host__ __device__ int plain() { return v; }
    __host__ __device__ int viewed() const { return 10 * v; }
    __host__ __device__ int shared() const volatile & { return 100 * v; }
};

template <class F, class T, class = void>
struct member_callable : std::false_type {};
template <class F, class T>
struct member_callable<F, T, decltype(void((std::declval<T>().*std::declval<F>())()))> : std::true_type {};

using Plain = int (S::*)();
using Viewed = int (S::*)() const;
using Shared = int (S::*)() const volatile &;
static_assert(member_callable<Plain, S&>::value, "");
static_assert(!member_callable<Plain, const S&>::value, "");
static_assert(!member_callable<Plain, volatile S&>::value, "");
static_assert(member_callable<Viewed, S&&>::value, "");
static_assert(!member_callable<Viewed, const volatile S&>::value, "");
static_assert(member_callable<Shared, volatile S&>::value, "");
static_assert(!member_callable<Shared, S&&>::value, "an rvalue does not bind to const volatile&");

template <class T>
__host__ __device__ void bind_cv(const volatile T&);
template <class T, class = void>
struct binds_cv : std::false_type {};
template <class T>
struct binds_cv<T, decltype(bind_cv<T>(std::declval<T>()))> : std::true_type {};
static_assert(!binds_cv<S>::value, "an rvalue does not bind to const volatile&");
static_assert(binds_cv<S&>::value, "");

struct Base { int b = 7; };
struct Derived : Base {};
static_assert(std::is_same<decltype(false ? std::declval<const Base*>() : std::declval<Derived*>()), const Base*>::value, "");
static_assert(std::is_same<decltype(false ? std::declval<volatile int*>() : std::declval<int*>()), volatile int*>::value, "");

__global__ void run(int* out) {
    S s;
    s.v = 2;
    Plain p = &S::plain;
    Viewed q = &S::viewed;
    Shared r = &S::shared;
    volatile S& vs = s;
    Derived d;
    const Base* chosen = out[0] == 0 ? static_cast<const Base*>(&d) : &d;
    out[0] = (s.*p)() + (s.*q)() + (vs.*r)() + chosen->b;
}

int main() {
    int* d;
    cudaMalloc(&d, sizeof(int));
    cudaMemset(d, 0, sizeof(int));
    run<<<1, 1>>>(d);
    int h = 0;
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("calls=%d\n", h);
    cudaFree(d);
    return 0;
}
