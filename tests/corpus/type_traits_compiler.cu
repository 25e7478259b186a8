// The traits of <type_traits> that need the compiler's knowledge of a class: triviality,
// emptiness, polymorphism, abstractness, standard layout, aggregates, unions; in device code,
// in static_asserts and in the choice of a copy routine.
#include <cstdio>
#include <cstring>
#include <type_traits>

struct Plain { int a; float b; };
struct Empty {};
struct WithCtor { int a; __device__ WithCtor() : a(1) {} };
struct WithCopy { int a; __device__ WithCopy(const WithCopy& o) : a(o.a) {} __device__ WithCopy(int x) : a(x) {} };
struct WithDtor { int a; __device__ ~WithDtor() {} };
struct Base { virtual __device__ int f() const = 0; };
struct Derived : Base { int x; __device__ int f() const override { return x; } };
struct DerivedAgain : Plain { int c; };
struct OnlyBase : Plain {};
struct Initialized { int a = 3; };
union Bits { int i; float f; };
struct HasRef { int& r; };

template <class T>
__device__ int copy_kind() {
    // A byte copy where the language allows it, element-wise otherwise.
    if constexpr (std::is_trivially_copyable<T>::value)
        return 1;
    else
        return 2;
}


#define ROW(T)                                                                              \
    out[n++] = std::is_class<T>::value | std::is_union<T>::value << 1 |                     \
               std::is_empty<T>::value << 2 | std::is_polymorphic<T>::value << 3 |          \
               std::is_abstract<T>::value << 4 | std::is_standard_layout<T>::value << 5 |   \
               std::is_trivial<T>::value << 6 | std::is_trivially_copyable<T>::value << 7 | \
               std::is_trivially_destructible<T>::value << 8 | std::is_pod<T>::value << 9 | \
               std::is_aggregate<T>::value << 10

__global__ void traits(int* out) {
    static_assert(std::is_trivially_copyable<Plain>::value, "plain");
    static_assert(!std::is_trivially_copyable<WithCopy>::value, "copy");
    static_assert(std::is_empty<Empty>::value && !std::is_empty<Plain>::value, "empty");
    int n = 0;
    ROW(int);
    ROW(float[4]);
    ROW(Plain);
    ROW(Empty);
    ROW(WithCtor);
    ROW(WithCopy);
    ROW(WithDtor);
    ROW(Base);
    ROW(Derived);
    ROW(DerivedAgain);
    ROW(OnlyBase);
    ROW(Initialized);
    ROW(Bits);
    ROW(Plain&);
    out[n++] = copy_kind<Plain>() * 10 + copy_kind<WithCopy>();
}

int main() {
    int* out;
    cudaMallocManaged(&out, 16 * sizeof(int));
    traits<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    const char* names[] = {"int", "float[4]", "Plain", "Empty", "WithCtor", "WithCopy", "WithDtor",
                           "Base", "Derived", "DerivedAgain", "OnlyBase", "Initialized", "Bits", "Plain&"};
    for (int i = 0; i < 14; i++) printf("%-12s %03x\n", names[i], out[i]);
    printf("copy kinds %d\n", out[14]);
    return 0;
}
