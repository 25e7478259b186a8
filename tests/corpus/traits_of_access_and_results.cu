// corpus: traits and substitutions that see member access, the constness of call results, references to void, unnamed bit-fields, a throwing destructor and assignments from other types
#include <cstdio>
#include <type_traits>
#include <utility>

class Locked {
    __host__ __device__ Locked& operator=(const Locked&) { return *this; }
    __host__ __device__ ~Locked() {}
    int secret = 3;
public:
    __host__ __device__ Locked() {}
    friend struct Key;
};

struct OnlyMutable {
    __host__ __device__ void operator=(OnlyMutable&) {}
};

struct Throws {
    __host__ __device__ Throws() noexcept {}
    __host__ __device__ ~Throws() noexcept(false) {}
};

struct Padding { int : 4; };
struct ZeroWidth { int : 0; };
struct Plain {};
struct Virtual : virtual Plain {};

struct Source {};
struct Sink { __host__ __device__ void operator=(Source) {} };

// Detection idioms: each asks whether an expression is well-formed.
template <class T, class = void> struct has_secret : std::false_type {};
template <class T> struct has_secret<T, decltype((void)std::declval<T&>().secret)> : std::true_type {};

template <class T> struct referenceable_test {
    template <class U> static U& test(int);
    template <class> static char test(...);
    static constexpr bool value = !std::is_same<decltype(test<T>(0)), char>::value;
};

template <class T, class U, class = void> struct assignable : std::false_type {};
template <class T, class U>
struct assignable<T, U, decltype((void)(std::declval<T>() = std::declval<U>()))> : std::true_type {};

// A class declared but never defined has no assignment.
struct Incomplete;
static_assert(!std::is_copy_assignable<Incomplete&>::value, "an incomplete class");
static_assert(!assignable<Incomplete&, const Incomplete&>::value, "an incomplete class");

__global__ void kernel(int* out) {
    int i = 0;
    out[i++] = std::is_copy_assignable<Locked>::value;        // private operator=
    out[i++] = std::is_destructible<Locked>::value;           // private destructor
    out[i++] = has_secret<Locked>::value;                     // private member
    out[i++] = std::is_copy_assignable<OnlyMutable>::value;   // takes no const source
    out[i++] = assignable<OnlyMutable&, OnlyMutable&>::value;
    out[i++] = assignable<const int&, int>::value;            // a const result
    out[i++] = assignable<int&, int>::value;
    out[i++] = referenceable_test<void>::value;               // void& is no type
    out[i++] = referenceable_test<int>::value;
    out[i++] = std::is_same<std::add_lvalue_reference<void>::type, void>::value;
    out[i++] = std::is_nothrow_default_constructible<Throws>::value;
    out[i++] = std::is_default_constructible<Throws>::value;
    out[i++] = std::is_empty<Padding>::value;
    out[i++] = std::is_empty<ZeroWidth>::value;
    out[i++] = std::is_empty<Virtual>::value;
    out[i++] = std::is_assignable<Sink&, Source>::value;
    out[i++] = std::is_trivially_assignable<Sink&, Source>::value;
    out[i++] = std::is_trivially_assignable<Plain&, const Plain&>::value;
    out[i] = -1;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 32 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; out[i] != -1; ++i) printf("%d%c", out[i], out[i + 1] == -1 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
