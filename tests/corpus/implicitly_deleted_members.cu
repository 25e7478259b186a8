// What C++ deletes implicitly, as the traits of <type_traits> see it in device code: copy and
// move assignment of classes with reference or const members (directly or through a member),
// default construction of classes with uninitialized const or reference members or with a
// member that cannot be destroyed, destruction of classes whose destructor is deleted (as
// written or through a member); and the reference types decltype(auto) functions return.
#include <cstdio>
#include <type_traits>

struct S { int v; };
__device__ S g;
__device__ decltype(auto) as_xvalue() { return static_cast<S&&>(g); }
__device__ decltype(auto) as_lvalue() { return (g); }
__device__ decltype(auto) as_value() { return g; }

struct NoDtor { __host__ __device__ ~NoDtor() = delete; };
struct HasNoDtor { NoDtor n; };
struct RefM { int& r; };
struct ConstM { const int c; };
struct ConstInit { const int c = 3; };
struct ConstArr { const int c[2]; };
struct Outer { RefM i; int x; };
struct UserAssign {
    const int c;
    __host__ __device__ UserAssign& operator=(const UserAssign&) { return *this; }
};
struct Made { __host__ __device__ Made() {} };
struct ConstMade { const Made m; };

__global__ void k() {
    printf("decltype(auto): %d %d %d\n", (int)std::is_same<decltype(as_xvalue()), S&&>::value,
           (int)std::is_same<decltype(as_lvalue()), S&>::value,
           (int)std::is_same<decltype(as_value()), S>::value);
    printf("destructible: %d %d %d %d %d\n", (int)std::is_destructible<NoDtor>::value,
           (int)std::is_destructible<HasNoDtor>::value, (int)std::is_destructible<S>::value,
           (int)std::is_destructible<int&>::value, (int)std::is_destructible<S[]>::value);
    printf("assignable: %d %d %d %d %d %d %d\n", (int)std::is_copy_assignable<RefM>::value,
           (int)std::is_move_assignable<RefM>::value, (int)std::is_copy_assignable<ConstM>::value,
           (int)std::is_copy_assignable<ConstArr>::value,
           (int)std::is_copy_assignable<Outer>::value,
           (int)std::is_copy_assignable<UserAssign>::value,
           (int)std::is_copy_assignable<ConstInit>::value);
    printf("default constructible: %d %d %d %d %d %d %d %d\n",
           (int)std::is_default_constructible<RefM>::value,
           (int)std::is_default_constructible<ConstM>::value,
           (int)std::is_default_constructible<ConstInit>::value,
           (int)std::is_default_constructible<ConstArr>::value,
           (int)std::is_default_constructible<Outer>::value,
           (int)std::is_default_constructible<HasNoDtor>::value,
           (int)std::is_default_constructible<ConstMade>::value,
           (int)std::is_default_constructible<S>::value);
    printf("copy constructible: %d %d\n", (int)std::is_copy_constructible<RefM>::value,
           (int)std::is_copy_constructible<ConstM>::value);
    ConstM m{4};
    ConstInit ci;
    printf("objects: %d %d\n", m.c, ci.c);
}

int main() {
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
