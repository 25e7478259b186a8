// corpus: what GNU-flavoured library headers (libcu++ as it sees `__GNUC__`, CUB's half
// types) write in device code: a static member function named in parentheses (`H (max)()`,
// against the `max` macro), a base named by `decltype`, `decltype(e)::type` in an alias, the
// math builtins `__has_builtin` reports, and `<pthread.h>`'s types with the host's sizes
#include <cstdio>
#include <pthread.h>

struct Half {
    unsigned short bits;
    __host__ __device__ static Half (max)() {
        Half h;
        h.bits = 0x7bff;
        return h;
    }
};

struct Tag {
    using type = int;
    static const int value = 3;
};
template <class T> T make();
using FromDecltype = decltype(Tag())::type;
template <class T> using MemberType = typename decltype(make<T>())::type;
struct Derived : decltype(Tag()) {};
template <class T> struct DerivedTemplate : decltype(make<T>()) {};

struct Guarded {
    pthread_mutex_t lock;
    int count;
};

__global__ void kernel(double *out) {
    out[0] = (Half::max)().bits;
    FromDecltype a = 5;
    MemberType<Tag> b = 6;
    out[1] = a + b;
    out[2] = Derived::value + DerivedTemplate<Tag>::value;
#if __has_builtin(__builtin_copysign)
    out[3] = __builtin_copysign(1.0, -2.0) + __builtin_scalbn(1.0, 3) + __builtin_logb(8.0) +
             __builtin_fmaxf(1.0f, 3.0f);
#endif
    out[4] = sizeof(pthread_mutex_t) + sizeof(Guarded);
}

int main() {
    double *d, h[5];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("(Half::max)().bits = %g\n", h[0]);
    printf("decltype(Tag())::type values: %g\n", h[1]);
    printf("values of decltype bases: %g\n", h[2]);
    printf("copysign + scalbn + logb + fmaxf = %g\n", h[3]);
    printf("device sizes of pthread_mutex_t and a class holding one: %g (host: %zu)\n", h[4],
           sizeof(pthread_mutex_t) + sizeof(Guarded));
    cudaFree(d);
    return 0;
}
