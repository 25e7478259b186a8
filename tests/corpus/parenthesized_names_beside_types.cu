// A member function declared with its name in parentheses (`static H (max)()`, which keeps a
// function-like macro `max` from expanding) is a function even where another namespace
// declares a type of that name (Thrust's `mpl::math::max` beside CUB's `half_t`); a type
// named in parentheses in a parameter or a type-id still opens a parameter list.
#include <cstdio>

namespace meta {
template <typename T, T A, T B> struct max { static const T value = A < B ? B : A; };
template <typename T, T A, T B> struct min { static const T value = A < B ? A : B; };
struct unit {};
}  // namespace meta

struct Half {
    unsigned short bits;
    __host__ __device__ static Half (max)() { return Half{0x7bff}; }
    __host__ __device__ static Half (min)() { return Half{0x0400}; }
    __host__ __device__ Half (operator+)(Half o) const { return Half{(unsigned short)(bits + o.bits)}; }
};

using meta::unit;

// `int (unit)` is a function type taking a `unit`, read as a parameter and as a type-id.
__device__ int apply(int (*f)(unit)) { return f(unit{}); }
__device__ int seven(unit) { return 7; }
typedef int taking_unit(unit);
template <class A, class B> struct same { static const bool value = false; };
template <class A> struct same<A, A> { static const bool value = true; };

__global__ void names(unsigned* out) {
    out[0] = (Half::max)().bits;
    out[1] = (Half::min)().bits;
    out[2] = ((Half::max)() + (Half::min)()).bits;
    out[3] = meta::max<int, 3, 9>::value + meta::min<int, 3, 9>::value;
    out[4] = apply(seven);
    out[5] = same<taking_unit, int (unit)>::value;
}

int main() {
    unsigned* out;
    cudaMallocManaged(&out, 6 * sizeof(unsigned));
    names<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("max %#x min %#x sum %#x\n", out[0], out[1], out[2]);
    printf("meta %u, through a function taking unit %u, the type-id int (unit) %u\n", out[3], out[4], out[5]);
    printf("host: max %#x\n", (Half::max)().bits);
    cudaFree(out);
    return 0;
}
