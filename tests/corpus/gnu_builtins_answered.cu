// corpus: __has_builtin answers 1 for the GNU built-ins device code has (the bit built-ins,
// __builtin_expect, the type-trait keywords) and 0 for the others
#include <cstdio>

__host__ __device__ int builtins() {
    int r = 0;
#if __has_builtin(__builtin_popcount) && __has_builtin(__builtin_clzll)
    r |= 1;
#endif
#if __has_builtin(__builtin_expect) && __has_builtin(__builtin_offsetof)
    r |= 2;
#endif
#if __has_builtin(__is_class) && __has_builtin(__is_trivially_copyable)
    r |= 4;
#endif
#if __has_builtin(__builtin_not_a_builtin)
    r |= 8;
#endif
#if defined(__has_builtin) && __has_builtin(__builtin_ctz)
    r |= 16;
#endif
    return r;
}

__global__ void kernel() {
    printf("device %d\n", builtins());
}

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("host %d\n", builtins());
    return 0;
}
