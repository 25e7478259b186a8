// The compiler's answers on making and assigning objects (GCC's and EDG's built-ins, which
// libcu++ and libstdc++ build their traits on): __is_constructible(T, Args...) and the
// trivially/nothrow forms, __is_assignable, __is_pod, __has_unique_object_representations,
// GCC's older __has_* forms, and the <type_traits> classes over them, on the device and on
// the host.
#include <cstdio>
#include <type_traits>

struct Plain { int x; };
struct Pair { __host__ __device__ Pair(int a, int b) : sum(a + b) {} int sum; };
struct NoDefault { __host__ __device__ NoDefault(int) {} };
struct Deleted { Deleted() = delete; };
struct Private { private: Private() {} };  // (host-only: the answer is the same on the device)
struct Explicit { __host__ __device__ explicit Explicit(int) {} };
struct Abstract { __host__ __device__ virtual void f() = 0; };
struct Throwing {
    __host__ __device__ Throwing(int) noexcept(false) {}
    __host__ __device__ Throwing() noexcept {}
    __host__ __device__ Throwing &operator=(const Throwing &) noexcept(false) { return *this; }
};
struct UserCopy {
    __host__ __device__ UserCopy() {}
    __host__ __device__ UserCopy(const UserCopy &) {}
};
struct Base { int b; };
struct Derived : Base { int d; };
struct Converts { __host__ __device__ operator int() const { return 7; } };
struct ConstMember { const int c; };
enum class Colour { red, green };

// A pack expanded inside the built-in, as libcu++'s traits write it.
template <class T, class... Args>
struct makes : std::integral_constant<bool, __is_constructible(T, Args...)> {};
template <class T, class... Args>
struct makes_trivially : std::integral_constant<bool, __is_trivially_constructible(T, Args...)> {};
template <class T, class... Args>
struct makes_nothrow : std::integral_constant<bool, __is_nothrow_constructible(T, Args...)> {};

// The answers fold into one mask per group, bit i for the i-th question.
#define BIT(i, q) (unsigned(bool(q)) << (i))

__host__ __device__ unsigned construction() {
    return BIT(0, (makes<int>::value)) | BIT(1, (makes<int, int>::value)) |
           BIT(2, (makes<int, int *>::value)) | BIT(3, (makes<int, Colour>::value)) |
           BIT(4, (makes<Colour, int>::value)) | BIT(5, (makes<int, Converts>::value)) |
           BIT(6, (makes<void>::value)) | BIT(7, (makes<int[3]>::value)) |
           BIT(8, (makes<int[]>::value)) | BIT(9, (makes<int[3], int>::value)) |
           BIT(10, (makes<NoDefault>::value)) | BIT(11, (makes<NoDefault, int>::value)) |
           BIT(12, (makes<Deleted>::value)) | BIT(13, (makes<Private>::value)) |
           BIT(14, (makes<Explicit, int>::value)) | BIT(15, (makes<Abstract>::value)) |
           BIT(16, (makes<Base, Derived>::value)) | BIT(17, (makes<ConstMember>::value)) |
           BIT(18, (makes<Plain, int>::value)) | BIT(19, (makes<Pair, int, int>::value)) |
           BIT(20, (makes<Pair, int>::value)) | BIT(21, (makes<Pair, int, int, int>::value)) |
           BIT(22, (makes<const int>::value)) | BIT(23, (makes<int *, decltype(nullptr)>::value)) |
           BIT(24, (makes<double, int>::value));
}

__host__ __device__ unsigned references() {
    return BIT(0, (makes<int &>::value)) | BIT(1, (makes<int &, int &>::value)) |
           BIT(2, (makes<int &, int>::value)) | BIT(3, (makes<const int &, int>::value)) |
           BIT(4, (makes<int &&, int>::value)) | BIT(5, (makes<int &&, int &>::value)) |
           BIT(6, (makes<const int &, long>::value)) | BIT(7, (makes<Base &, Derived &>::value)) |
           BIT(8, (makes<Derived &, Base &>::value)) | BIT(9, (makes_trivially<int &, int &>::value));
}

__host__ __device__ unsigned trivial_and_nothrow() {
    return BIT(0, (makes_trivially<int>::value)) | BIT(1, (makes_trivially<Plain>::value)) |
           BIT(2, (makes_trivially<Plain, Plain>::value)) |
           BIT(3, (makes_trivially<Plain, const Plain &>::value)) |
           BIT(4, (makes_trivially<UserCopy, const UserCopy &>::value)) |
           BIT(5, (makes_trivially<UserCopy>::value)) | BIT(6, (makes_trivially<int, double>::value)) |
           BIT(7, (makes_trivially<Base, Derived>::value)) | BIT(8, (makes_trivially<Plain[2]>::value)) |
           BIT(9, (makes_nothrow<Throwing>::value)) | BIT(10, (makes_nothrow<Throwing, int>::value)) |
           BIT(11, (makes_nothrow<int, int>::value)) | BIT(12, (makes_nothrow<Plain, const Plain &>::value)) |
           BIT(13, (makes_nothrow<Throwing, const Throwing &>::value)) |
           BIT(14, __has_nothrow_copy(Throwing)) | BIT(15, __has_nothrow_constructor(Throwing)) |
           BIT(16, __has_nothrow_assign(Throwing)) | BIT(17, __has_trivial_constructor(int)) |
           BIT(18, __has_trivial_constructor(Pair));
}

__host__ __device__ unsigned assignment() {
    return BIT(0, __is_assignable(int &, int)) | BIT(1, __is_assignable(const int &, int)) |
           BIT(2, __is_assignable(int &, int *)) | BIT(3, __is_assignable(Plain &, Plain)) |
           BIT(4, __is_assignable(Plain, Plain)) | BIT(5, __is_assignable(ConstMember &, ConstMember)) |
           BIT(6, __is_assignable(Throwing &, const Throwing &)) |
           BIT(7, __is_nothrow_assignable(Throwing &, const Throwing &)) |
           BIT(8, __is_trivially_assignable(int &, int)) | BIT(9, __is_trivially_assignable(int &, double)) |
           BIT(10, __is_trivially_assignable(UserCopy &, const UserCopy &)) |
           BIT(11, __is_assignable(Colour &, int)) | BIT(12, __is_assignable(int &, Colour)) |
           BIT(13, __is_assignable(void, void)) | BIT(14, __is_assignable(Base &, Derived)) |
           BIT(15, __is_pod(int)) | BIT(16, __is_pod(Derived)) | BIT(17, __is_pod(UserCopy)) |
           BIT(18, __is_pod(Plain[3])) | BIT(19, __is_pod(int &));
}

// The standard traits answer as the built-ins do.
__host__ __device__ unsigned standard_traits() {
    return BIT(0, (std::is_constructible<Pair, int, int>::value)) |
           BIT(1, std::is_default_constructible<NoDefault>::value) |
           BIT(2, std::is_copy_constructible<UserCopy>::value) |
           BIT(3, std::is_trivially_copy_constructible<UserCopy>::value) |
           BIT(4, std::is_nothrow_move_constructible<Plain>::value) |
           BIT(5, std::is_copy_assignable<ConstMember>::value) |
           BIT(6, std::is_nothrow_copy_assignable<Throwing>::value) |
           BIT(7, std::is_trivially_move_assignable<Plain>::value) |
           BIT(8, (std::is_assignable<int &, const int &>::value)) |
           BIT(9, std::is_pod<Derived>::value) |
           BIT(10, std::is_trivially_default_constructible<Plain>::value) |
           BIT(11, (std::is_constructible<int &, int>::value));
}

struct Padded { char c; int i; };
struct Bits { unsigned low : 16; unsigned high : 16; };
struct ShortBits { int x : 31; };
union Same { int i; unsigned u; };
union Mixed { int i; char c; };
struct Empty {};
struct HoldsReference { int &r; };

__host__ __device__ unsigned representations() {
    return BIT(0, __has_unique_object_representations(int)) |
           BIT(1, __has_unique_object_representations(float)) |
           BIT(2, __has_unique_object_representations(double)) |
           BIT(3, __has_unique_object_representations(int *)) |
           BIT(4, __has_unique_object_representations(decltype(nullptr))) |
           BIT(5, __has_unique_object_representations(Base)) |
           BIT(6, __has_unique_object_representations(Derived)) |
           BIT(7, __has_unique_object_representations(Padded)) |
           BIT(8, __has_unique_object_representations(Bits)) |
           BIT(9, __has_unique_object_representations(ShortBits)) |
           BIT(10, __has_unique_object_representations(Same)) |
           BIT(11, __has_unique_object_representations(Mixed)) |
           BIT(12, __has_unique_object_representations(Empty)) |
           BIT(13, __has_unique_object_representations(Abstract)) |
           BIT(14, __has_unique_object_representations(Colour)) |
           BIT(15, __has_unique_object_representations(int Base::*)) |
           BIT(16, __has_unique_object_representations(int[3])) |
           BIT(17, __has_unique_object_representations(int &)) |
           BIT(18, __has_unique_object_representations(HoldsReference)) |
           BIT(19, std::has_unique_object_representations<Plain[2]>::value);
}

__global__ void answers(unsigned *out) {
    out[0] = construction();
    out[1] = references();
    out[2] = trivial_and_nothrow();
    out[3] = assignment();
    out[4] = standard_traits();
    out[5] = representations();
}

int main() {
    unsigned *d, device[6];
    cudaMalloc(&d, sizeof device);
    answers<<<1, 1>>>(d);
    cudaMemcpy(device, d, sizeof device, cudaMemcpyDeviceToHost);
    unsigned host[6] = {construction(), references(), trivial_and_nothrow(), assignment(), standard_traits(),
                        representations()};
    const char *names[6] = {"construction", "references", "trivial/nothrow", "assignment", "standard traits",
                            "representations"};
    for (int i = 0; i < 6; i++)
        printf("%-16s device %08x host %08x%s\n", names[i], device[i], host[i], device[i] == host[i] ? "" : "  MISMATCH");
    cudaFree(d);
    return 0;
}
