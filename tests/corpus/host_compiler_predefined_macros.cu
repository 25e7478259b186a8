// corpus: device code sees the host compiler's predefined macros, as nvcc's preprocessing gives them: atomics' orders and lock-free flags, type widths and limits, the C++ run-time switches
#include <cstdio>

#define STR2(x) #x
#define STR(x) STR2(x)

__host__ __device__ void run(long long* out)
{
    out[0] = __ATOMIC_RELAXED * 100 + __ATOMIC_ACQUIRE * 10 + __ATOMIC_SEQ_CST;
    out[1] = __GCC_ATOMIC_INT_LOCK_FREE * 10 + __GCC_ATOMIC_LLONG_LOCK_FREE;
    out[2] = __INT_WIDTH__ + __LONG_WIDTH__ + __SCHAR_WIDTH__;
    out[3] = sizeof(__INT_LEAST8_TYPE__) + sizeof(__UINT_FAST16_TYPE__) * 10 + sizeof(__INT_FAST32_TYPE__) * 100;
    out[4] = __INT_LEAST16_MAX__ + __UINT_LEAST8_MAX__;
    out[5] = __LDBL_MANT_DIG__ * 1000 + __FLT_DECIMAL_DIG__ * 10 + __DBL_HAS_INFINITY__;
    out[6] = __SIZEOF_FLOAT128__ * 100 + __SIZEOF_FLOAT80__;
#if defined(__EXCEPTIONS) && defined(__GXX_RTTI) && defined(__SSE2__) && defined(__GCC_IEC_559)
    out[7] = 1;
#else
    out[7] = 0;
#endif
    out[8] = __DBL_NORM_MAX__ == __DBL_MAX__;
    // Without -std, the host compiler's GNU dialect; without -O, no inlining.
#ifdef __STRICT_ANSI__
    out[9] = 10;
#else
    out[9] = 0;
#endif
#ifdef __NO_INLINE__
    out[9] += 1;
#endif
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    long long* out;
    cudaMallocManaged(&out, 10 * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    long long host[10];
    run(host);
    for (int i = 0; i < 10; ++i)
        printf("%lld%c", out[i], i == 9 ? '\n' : ' ');
    for (int i = 0; i < 10; ++i)
        printf("%lld%c", host[i], i == 9 ? '\n' : ' ');
    printf("%s\n", STR(__INT_FAST64_TYPE__));
    cudaFree(out);
    return 0;
}
