/*
 * The operations __half and __nv_bfloat16 share, included by cuda_fp16.h and cuda_bf16.h with
 * the type's names defined:
 *   __FC_SCALAR, __FC_PAIR            the 16-bit type and its pair
 *   __FC_TO_FLOAT(a), __FC_FROM_DOUBLE(d), __FC_FROM_BITS(u)
 *                                      exact widening; one rounding to nearest even; bit cast
 *   __FC_ONE_BITS, __FC_INF_BITS      the bits of 1.0 and of +infinity
 *   __FC_BOOL(b)                       1.0 or 0.0
 *   __FC_PAIR_AS_UINT, __FC_UINT_AS_PAIR  a pair as the 32 bits that hold it, and back
 *   __FC_FN                            the functions' qualifiers
 *   __FC_TO(to)                        the name of a conversion from the type (`__half2##to`)
 *   __FC_FROM(from, mode)              the name of a conversion to it (`__##from##2half_##mode`)
 *   __FC_CONVERSIONS                   defined unless the program turned the class's implicit
 *                                      conversions off (their definitions are here)
 *   __FC_OPERATORS, __FC_PAIR_OPERATORS  likewise for the C++ operators of the type and the pair
 * CUDA gives both types' operations the same names, overloaded on the type.
 *
 * Results are rounded once, to nearest even, from a double: both types convert to double
 * exactly, and their sums, differences and products are exact in double (but for a sum whose
 * terms lie more than 53 binades apart, where the smaller only decides a rounding the double
 * sum already made); a double quotient or square root has enough bits (53 >= 2p + 2 for p of
 * 11 or 8) that rounding it again gives the correctly rounded result. Transcendental functions
 * are the float function of the float value, rounded; the GPU's approximations may differ from
 * them in the last bit.
 */

/* ---- the halves of a pair ---- */

__FC_FN float __low2float(__FC_PAIR a)
{
    return __FC_TO_FLOAT(a.x);
}

__FC_FN float __high2float(__FC_PAIR a)
{
    return __FC_TO_FLOAT(a.y);
}

__FC_FN __FC_PAIR __lowhigh2highlow(__FC_PAIR a)
{
    return __FC_PAIR(a.y, a.x);
}

/* ---- arithmetic ---- */

__FC_FN __FC_SCALAR __hadd(__FC_SCALAR a, __FC_SCALAR b)
{
    return __FC_FROM_DOUBLE((double)__FC_TO_FLOAT(a) + __FC_TO_FLOAT(b));
}

__FC_FN __FC_SCALAR __hsub(__FC_SCALAR a, __FC_SCALAR b)
{
    return __FC_FROM_DOUBLE((double)__FC_TO_FLOAT(a) - __FC_TO_FLOAT(b));
}

__FC_FN __FC_SCALAR __hmul(__FC_SCALAR a, __FC_SCALAR b)
{
    return __FC_FROM_DOUBLE((double)__FC_TO_FLOAT(a) * __FC_TO_FLOAT(b));
}

__FC_FN __FC_SCALAR __hdiv(__FC_SCALAR a, __FC_SCALAR b)
{
    return __FC_FROM_DOUBLE((double)__FC_TO_FLOAT(a) / __FC_TO_FLOAT(b));
}

/*
 * One rounding of a * b + c. The product is exact in double. So is the sum whenever it matters:
 * a finite result keeps the product under 2^17, so an addend at most as large spans 41 bits with
 * it; a product under a quarter of a larger addend's ulp (in half) leaves the addend as the
 * result however the double sum rounds, and a product above that spans at most 34 bits with it.
 */
__FC_FN __FC_SCALAR __hfma(__FC_SCALAR a, __FC_SCALAR b, __FC_SCALAR c)
{
    return __FC_FROM_DOUBLE((double)__FC_TO_FLOAT(a) * __FC_TO_FLOAT(b) + __FC_TO_FLOAT(c));
}

/* Of a NaN, both give the canonical NaN 0x7fff, as the GPU's instructions do. */
__FC_FN __FC_SCALAR __hneg(__FC_SCALAR a)
{
    if ((a.__x & 0x7fffu) > __FC_INF_BITS)
        return __FC_FROM_BITS(0x7fffu);
    return __FC_FROM_BITS((unsigned short)(a.__x ^ 0x8000u));
}

__FC_FN __FC_SCALAR __habs(__FC_SCALAR a)
{
    if ((a.__x & 0x7fffu) > __FC_INF_BITS)
        return __FC_FROM_BITS(0x7fffu);
    return __FC_FROM_BITS((unsigned short)(a.__x & 0x7fffu));
}

/* The _rn forms promise no contraction into an fma, which this header never does. */
__FC_FN __FC_SCALAR __hadd_rn(__FC_SCALAR a, __FC_SCALAR b)
{
    return __hadd(a, b);
}

__FC_FN __FC_SCALAR __hsub_rn(__FC_SCALAR a, __FC_SCALAR b)
{
    return __hsub(a, b);
}

__FC_FN __FC_SCALAR __hmul_rn(__FC_SCALAR a, __FC_SCALAR b)
{
    return __hmul(a, b);
}

/*
 * -0 is below +0 here, as in fminf and fmaxf. A NaN operand yields the other operand, or with
 * the _nan forms the canonical NaN; two NaNs yield the canonical NaN in both.
 */
__FC_FN __FC_SCALAR __ferrocuda_hmaxmin(__FC_SCALAR a, __FC_SCALAR b, bool max, bool nan_wins)
{
    bool a_nan = (a.__x & 0x7fffu) > __FC_INF_BITS, b_nan = (b.__x & 0x7fffu) > __FC_INF_BITS;
    if (a_nan || b_nan)
        return nan_wins || (a_nan && b_nan) ? __FC_FROM_BITS(0x7fffu) : a_nan ? b : a;
    float fa = __FC_TO_FLOAT(a), fb = __FC_TO_FLOAT(b);
    if (max)
        return fb > fa || (fb == fa && (a.__x & 0x8000u)) ? b : a;
    return fb < fa || (fb == fa && (b.__x & 0x8000u)) ? b : a;
}

__FC_FN __FC_SCALAR __hmax(__FC_SCALAR a, __FC_SCALAR b)
{
    return __ferrocuda_hmaxmin(a, b, true, false);
}

__FC_FN __FC_SCALAR __hmin(__FC_SCALAR a, __FC_SCALAR b)
{
    return __ferrocuda_hmaxmin(a, b, false, false);
}

__FC_FN __FC_SCALAR __hmax_nan(__FC_SCALAR a, __FC_SCALAR b)
{
    return __ferrocuda_hmaxmin(a, b, true, true);
}

__FC_FN __FC_SCALAR __hmin_nan(__FC_SCALAR a, __FC_SCALAR b)
{
    return __ferrocuda_hmaxmin(a, b, false, true);
}

/* The _sat forms clamp to [0, 1]; NaN becomes 0. */
__FC_FN __FC_SCALAR __ferrocuda_hsat(__FC_SCALAR a)
{
    float f = __FC_TO_FLOAT(a);
    return __FC_FROM_BITS(f > 0.0f ? (f < 1.0f ? a.__x : __FC_ONE_BITS) : 0u);
}

__FC_FN __FC_SCALAR __hadd_sat(__FC_SCALAR a, __FC_SCALAR b)
{
    return __ferrocuda_hsat(__hadd(a, b));
}

__FC_FN __FC_SCALAR __hsub_sat(__FC_SCALAR a, __FC_SCALAR b)
{
    return __ferrocuda_hsat(__hsub(a, b));
}

__FC_FN __FC_SCALAR __hmul_sat(__FC_SCALAR a, __FC_SCALAR b)
{
    return __ferrocuda_hsat(__hmul(a, b));
}

__FC_FN __FC_SCALAR __hfma_sat(__FC_SCALAR a, __FC_SCALAR b, __FC_SCALAR c)
{
    return __ferrocuda_hsat(__hfma(a, b, c));
}

/* A negative result becomes +0; a NaN result is already the canonical NaN, which is positive. */
__FC_FN __FC_SCALAR __hfma_relu(__FC_SCALAR a, __FC_SCALAR b, __FC_SCALAR c)
{
    __FC_SCALAR r = __hfma(a, b, c);
    return (r.__x & 0x8000u) ? __FC_FROM_BITS(0u) : r;
}

/* The __FC_PAIR forms apply the __FC_SCALAR one to each half. */
#define __FC2_BINARY(name2, name)                                                   \
    __FC_FN __FC_PAIR name2(__FC_PAIR a, __FC_PAIR b)                                        \
    {                                                                                          \
        return __FC_PAIR(name(a.x, b.x), name(a.y, b.y));                                        \
    }
__FC2_BINARY(__hadd2, __hadd)
__FC2_BINARY(__hsub2, __hsub)
__FC2_BINARY(__hmul2, __hmul)
__FC2_BINARY(__hadd2_rn, __hadd_rn)
__FC2_BINARY(__hsub2_rn, __hsub_rn)
__FC2_BINARY(__hmul2_rn, __hmul_rn)
__FC2_BINARY(__h2div, __hdiv)
__FC2_BINARY(__hmax2, __hmax)
__FC2_BINARY(__hmin2, __hmin)
__FC2_BINARY(__hmax2_nan, __hmax_nan)
__FC2_BINARY(__hmin2_nan, __hmin_nan)
__FC2_BINARY(__hadd2_sat, __hadd_sat)
__FC2_BINARY(__hsub2_sat, __hsub_sat)
__FC2_BINARY(__hmul2_sat, __hmul_sat)
#undef __FC2_BINARY

__FC_FN __FC_PAIR __hfma2(__FC_PAIR a, __FC_PAIR b, __FC_PAIR c)
{
    return __FC_PAIR(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}

__FC_FN __FC_PAIR __hfma2_sat(__FC_PAIR a, __FC_PAIR b, __FC_PAIR c)
{
    return __FC_PAIR(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}

__FC_FN __FC_PAIR __hfma2_relu(__FC_PAIR a, __FC_PAIR b, __FC_PAIR c)
{
    return __FC_PAIR(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y));
}

/* a * b + c of complex numbers (x the real part, y the imaginary), each part two fused
   multiply-adds rounded in turn, as CUDA specifies it. */
__FC_FN __FC_PAIR __hcmadd(__FC_PAIR a, __FC_PAIR b, __FC_PAIR c)
{
    return __FC_PAIR(__hfma(__hneg(a.y), b.y, __hfma(a.x, b.x, c.x)),
                     __hfma(a.y, b.x, __hfma(a.x, b.y, c.y)));
}

__FC_FN __FC_PAIR __hneg2(__FC_PAIR a)
{
    return __FC_PAIR(__hneg(a.x), __hneg(a.y));
}

__FC_FN __FC_PAIR __habs2(__FC_PAIR a)
{
    return __FC_PAIR(__habs(a.x), __habs(a.y));
}

/* ---- conversions to integers: the value (exactly a float) rounded as asked, then saturated
   at the type's limits as the device converts; NaN gives `nan` (0, or -2^63's bits for 64
   bits). `limit` is the type's maximum plus one, a power of two that float holds exactly. ---- */

#define __FC_TO_INTEGER(to, _T, round, lo, hi, limit, nan)                                     \
    __FC_FN _T __FC_TO(to)(__FC_SCALAR h)                                                       \
    {                                                                                          \
        float f = round(__FC_TO_FLOAT(h));                                                     \
        return f != f ? (_T)(nan) : f < (float)(lo) ? (_T)(lo) : f >= (limit) ? (_T)(hi) : (_T)f;  \
    }
#define __FC_TO_INTEGERS(to, _T, lo, hi, limit, nan)                                           \
    __FC_TO_INTEGER(to##_rn, _T, rintf, lo, hi, limit, nan)                                    \
    __FC_TO_INTEGER(to##_rz, _T, truncf, lo, hi, limit, nan)                                   \
    __FC_TO_INTEGER(to##_ru, _T, ceilf, lo, hi, limit, nan)                                    \
    __FC_TO_INTEGER(to##_rd, _T, floorf, lo, hi, limit, nan)
__FC_TO_INTEGERS(short, short, -32768, 32767, 32768.0f, 0)
__FC_TO_INTEGERS(ushort, unsigned short, 0, 65535, 65536.0f, 0)
__FC_TO_INTEGERS(int, int, -2147483647 - 1, 2147483647, 2147483648.0f, 0)
__FC_TO_INTEGERS(uint, unsigned int, 0, 4294967295u, 4294967296.0f, 0)
__FC_TO_INTEGERS(ll, long long, -9223372036854775807ll - 1, 9223372036854775807ll,
                 9223372036854775808.0f, -9223372036854775807ll - 1)
__FC_TO_INTEGERS(ull, unsigned long long, 0, 18446744073709551615ull, 18446744073709551616.0f,
                 9223372036854775808ull)
__FC_TO_INTEGER(char_rz, signed char, truncf, -128, 127, 128.0f, 0)
__FC_TO_INTEGER(uchar_rz, unsigned char, truncf, 0, 255, 256.0f, 0)
#undef __FC_TO_INTEGERS
#undef __FC_TO_INTEGER

#ifdef __FC_CONVERSIONS
/* The class's implicit conversions (crt/ferrocuda_half_class.h). */
__FC_FN __FC_SCALAR::operator signed char() const { return __FC_TO(char_rz)(*this); }
__FC_FN __FC_SCALAR::operator unsigned char() const { return __FC_TO(uchar_rz)(*this); }
__FC_FN __FC_SCALAR::operator char() const
{
    return (char)-1 < 0 ? (char)__FC_TO(char_rz)(*this) : (char)__FC_TO(uchar_rz)(*this);
}
__FC_FN __FC_SCALAR::operator short() const { return __FC_TO(short_rz)(*this); }
__FC_FN __FC_SCALAR::operator unsigned short() const { return __FC_TO(ushort_rz)(*this); }
__FC_FN __FC_SCALAR::operator int() const { return __FC_TO(int_rz)(*this); }
__FC_FN __FC_SCALAR::operator unsigned int() const { return __FC_TO(uint_rz)(*this); }
__FC_FN __FC_SCALAR::operator long() const { return (long)__FC_TO(ll_rz)(*this); }
__FC_FN __FC_SCALAR::operator unsigned long() const { return (unsigned long)__FC_TO(ull_rz)(*this); }
__FC_FN __FC_SCALAR::operator long long() const { return __FC_TO(ll_rz)(*this); }
__FC_FN __FC_SCALAR::operator unsigned long long() const { return __FC_TO(ull_rz)(*this); }
#endif /* __FC_CONVERSIONS */

/* ---- conversions to the type ---- */

/*
 * `exact` rounded toward zero ('z'), up ('u') or down ('d'), given `nearest`, its rounding to
 * nearest even: the directed result is `nearest` or its neighbour, whichever is not beyond
 * `exact` in the forbidden direction. So a value beyond the largest finite one rounds toward
 * zero to that, not to infinity, and a tiny one keeps its sign as a zero.
 */
__FC_FN __FC_SCALAR __ferrocuda_directed(__FC_SCALAR nearest, double exact, char mode)
{
    float got = __FC_TO_FLOAT(nearest);
    bool negative = (nearest.__x & 0x8000u) != 0, down;
    if (got != got || got == exact)
        return nearest;
    if (mode == 'z') {
        if (negative ? got > exact : got < exact)
            return nearest;
        down = !negative;
    } else if (mode == 'u') {
        if (got > exact)
            return nearest;
        down = false;
    } else {
        if (got < exact)
            return nearest;
        down = true;
    }
    /* Magnitudes order as the bits do; from a zero the step is to the smallest subnormal. */
    if ((nearest.__x & 0x7fffu) == 0)
        return __FC_FROM_BITS(down ? 0x8001u : 0x0001u);
    return __FC_FROM_BITS((unsigned short)(down == negative ? nearest.__x + 1u : nearest.__x - 1u));
}

/* `exact`: an expression of the argument `i`, the value to round or, for the 64-bit integers,
   its rounding to odd. */
#define __FC_FROM_VALUE(from, _T, exact)                                                        \
    __FC_FN __FC_SCALAR __FC_FROM(from, rz)(_T i)                                               \
    {                                                                                          \
        return __ferrocuda_directed(__FC_FROM_DOUBLE(exact), exact, 'z');                       \
    }                                                                                          \
    __FC_FN __FC_SCALAR __FC_FROM(from, ru)(_T i)                                               \
    {                                                                                          \
        return __ferrocuda_directed(__FC_FROM_DOUBLE(exact), exact, 'u');                       \
    }                                                                                          \
    __FC_FN __FC_SCALAR __FC_FROM(from, rd)(_T i)                                               \
    {                                                                                          \
        return __ferrocuda_directed(__FC_FROM_DOUBLE(exact), exact, 'd');                       \
    }
#define __FC_FROM_INTEGER(from, _T, exact)                                                      \
    __FC_FN __FC_SCALAR __FC_FROM(from, rn)(_T i)                                               \
    {                                                                                          \
        return __FC_FROM_DOUBLE(exact);                                                        \
    }                                                                                          \
    __FC_FROM_VALUE(from, _T, exact)
__FC_FROM_VALUE(float, float, (double)i)
__FC_FROM_INTEGER(int, int, (double)i)
__FC_FROM_INTEGER(uint, unsigned int, (double)i)
__FC_FROM_INTEGER(short, short, (double)i)
__FC_FROM_INTEGER(ushort, unsigned short, (double)i)
__FC_FROM_INTEGER(ll, long long, __ferrocuda_ll2double_odd(i))
__FC_FROM_INTEGER(ull, unsigned long long, __ferrocuda_ull2double_odd(i))
#undef __FC_FROM_INTEGER
#undef __FC_FROM_VALUE

/* ---- comparisons ---- */

__FC_FN __FC_SCALAR __FC_BOOL(bool b)
{
    return __FC_FROM_BITS(b ? __FC_ONE_BITS : 0u);
}

/*
 * __h<op>(a, b) compares halves; __hb<op>2 is true when both halves compare true, __h<op>2 gives
 * 1.0 or 0.0 for each half and __h<op>2_mask all ones or zeros in each half's 16 bits. The ...u
 * forms are true when either operand is NaN.
 */
#define __FC_COMPARE(op, test)                                                      \
    __FC_FN bool __h##op(__FC_SCALAR a, __FC_SCALAR b)                                           \
    {                                                                                          \
        float fa = __FC_TO_FLOAT(a), fb = __FC_TO_FLOAT(b);                                      \
        return test;                                                                           \
    }                                                                                          \
    __FC_FN bool __hb##op##2(__FC_PAIR a, __FC_PAIR b)                                     \
    {                                                                                          \
        return __h##op(a.x, b.x) && __h##op(a.y, b.y);                                          \
    }                                                                                          \
    __FC_FN __FC_PAIR __h##op##2(__FC_PAIR a, __FC_PAIR b)                                   \
    {                                                                                          \
        return __FC_PAIR(__FC_BOOL(__h##op(a.x, b.x)), __FC_BOOL(__h##op(a.y, b.y))); \
    }                                                                                          \
    __FC_FN unsigned int __h##op##2_mask(__FC_PAIR a, __FC_PAIR b)                              \
    {                                                                                          \
        return (__h##op(a.x, b.x) ? 0xffffu : 0u) | (__h##op(a.y, b.y) ? 0xffff0000u : 0u);    \
    }
__FC_COMPARE(eq, fa == fb)
__FC_COMPARE(ne, fa < fb || fa > fb)
__FC_COMPARE(lt, fa < fb)
__FC_COMPARE(le, fa <= fb)
__FC_COMPARE(gt, fa > fb)
__FC_COMPARE(ge, fa >= fb)
__FC_COMPARE(equ, !(fa < fb || fa > fb))
__FC_COMPARE(neu, fa != fb)
__FC_COMPARE(ltu, !(fa >= fb))
__FC_COMPARE(leu, !(fa > fb))
__FC_COMPARE(gtu, !(fa <= fb))
__FC_COMPARE(geu, !(fa < fb))
#undef __FC_COMPARE

__FC_FN bool __hisnan(__FC_SCALAR a)
{
    return (a.__x & 0x7fffu) > __FC_INF_BITS;
}

__FC_FN __FC_PAIR __hisnan2(__FC_PAIR a)
{
    return __FC_PAIR(__FC_BOOL(__hisnan(a.x)), __FC_BOOL(__hisnan(a.y)));
}

/* -1 for negative infinity, 1 for positive infinity, else 0. */
__FC_FN int __hisinf(__FC_SCALAR a)
{
    return a.__x == (0x8000u | __FC_INF_BITS) ? -1 : a.__x == __FC_INF_BITS ? 1 : 0;
}

/* ---- functions ---- */

#define __FC_FUNCTION(name, name2, expr)                                            \
    __FC_FN __FC_SCALAR name(__FC_SCALAR a)                                                     \
    {                                                                                          \
        float x = __FC_TO_FLOAT(a);                                                             \
        return __FC_FROM_DOUBLE(expr);                                                             \
    }                                                                                          \
    __FC_FN __FC_PAIR name2(__FC_PAIR a)                                                  \
    {                                                                                          \
        return __FC_PAIR(name(a.x), name(a.y));                                                  \
    }
__FC_FUNCTION(hsqrt, h2sqrt, sqrtf(x))
__FC_FUNCTION(hrsqrt, h2rsqrt, 1.0f / sqrtf(x))
__FC_FUNCTION(hrcp, h2rcp, 1.0f / x)
__FC_FUNCTION(hexp, h2exp, expf(x))
__FC_FUNCTION(hexp2, h2exp2, exp2f(x))
__FC_FUNCTION(hexp10, h2exp10, exp10f(x))
__FC_FUNCTION(hlog, h2log, logf(x))
__FC_FUNCTION(hlog2, h2log2, log2f(x))
__FC_FUNCTION(hlog10, h2log10, log10f(x))
__FC_FUNCTION(hsin, h2sin, sinf(x))
__FC_FUNCTION(hcos, h2cos, cosf(x))
__FC_FUNCTION(hceil, h2ceil, ceilf(x))
__FC_FUNCTION(hfloor, h2floor, floorf(x))
__FC_FUNCTION(hrint, h2rint, rintf(x))
__FC_FUNCTION(htrunc, h2trunc, truncf(x))
__FC_FUNCTION(htanh, h2tanh, tanhf(x))
/* The accurate function; the GPU's tanh.approx may differ from it in the last place. */
__FC_FUNCTION(htanh_approx, h2tanh_approx, tanhf(x))
#undef __FC_FUNCTION

/* ---- operators: the scalar's unless __FC_OPERATORS is undefined, the pair's unless
   __FC_PAIR_OPERATORS is (CUDA's __CUDA_NO_HALF_OPERATORS__ and the like) ---- */

#define __FC_ARITHMETIC(T, op, name)                                                           \
    __FC_FN T operator op(const T &a, const T &b)                                              \
    {                                                                                          \
        return name(a, b);                                                                     \
    }                                                                                          \
    __FC_FN T &operator op##=(T &a, const T &b)                                                \
    {                                                                                          \
        a = name(a, b);                                                                        \
        return a;                                                                              \
    }
/* Increments and decrements add or subtract 1.0 (to both halves of a pair). */
#define __FC_STEP(T, op, name, one)                                                            \
    __FC_FN T &operator op(T &h)                                                               \
    {                                                                                          \
        h = name(h, one);                                                                      \
        return h;                                                                              \
    }                                                                                          \
    __FC_FN T operator op(T &h, int)                                                           \
    {                                                                                          \
        T old = h;                                                                             \
        op h;                                                                                  \
        return old;                                                                            \
    }
#define __FC_SIGNS(T, neg)                                                                     \
    __FC_FN T operator-(const T &a)                                                            \
    {                                                                                          \
        return neg(a);                                                                         \
    }                                                                                          \
    __FC_FN T operator+(const T &a)                                                            \
    {                                                                                          \
        return a;                                                                              \
    }
/* As in CUDA: != is the unordered comparison, the others are ordered. */
#define __FC_RELATION(T, op, name)                                                             \
    __FC_FN bool operator op(const T &a, const T &b)                                           \
    {                                                                                          \
        return name(a, b);                                                                     \
    }

#ifdef __FC_OPERATORS
__FC_ARITHMETIC(__FC_SCALAR, +, __hadd)
__FC_ARITHMETIC(__FC_SCALAR, -, __hsub)
__FC_ARITHMETIC(__FC_SCALAR, *, __hmul)
__FC_ARITHMETIC(__FC_SCALAR, /, __hdiv)
__FC_STEP(__FC_SCALAR, ++, __hadd, __FC_FROM_BITS(__FC_ONE_BITS))
__FC_STEP(__FC_SCALAR, --, __hsub, __FC_FROM_BITS(__FC_ONE_BITS))
__FC_SIGNS(__FC_SCALAR, __hneg)
__FC_RELATION(__FC_SCALAR, ==, __heq)
__FC_RELATION(__FC_SCALAR, !=, __hneu)
__FC_RELATION(__FC_SCALAR, <, __hlt)
__FC_RELATION(__FC_SCALAR, <=, __hle)
__FC_RELATION(__FC_SCALAR, >, __hgt)
__FC_RELATION(__FC_SCALAR, >=, __hge)
#endif /* __FC_OPERATORS */

#ifdef __FC_PAIR_OPERATORS
#define __FC_PAIR_ONE __FC_PAIR(__FC_FROM_BITS(__FC_ONE_BITS), __FC_FROM_BITS(__FC_ONE_BITS))
__FC_ARITHMETIC(__FC_PAIR, +, __hadd2)
__FC_ARITHMETIC(__FC_PAIR, -, __hsub2)
__FC_ARITHMETIC(__FC_PAIR, *, __hmul2)
__FC_ARITHMETIC(__FC_PAIR, /, __h2div)
__FC_STEP(__FC_PAIR, ++, __hadd2, __FC_PAIR_ONE)
__FC_STEP(__FC_PAIR, --, __hsub2, __FC_PAIR_ONE)
#undef __FC_PAIR_ONE
__FC_SIGNS(__FC_PAIR, __hneg2)
__FC_RELATION(__FC_PAIR, ==, __hbeq2)
__FC_RELATION(__FC_PAIR, !=, __hbneu2)
__FC_RELATION(__FC_PAIR, <, __hblt2)
__FC_RELATION(__FC_PAIR, <=, __hble2)
__FC_RELATION(__FC_PAIR, >, __hbgt2)
__FC_RELATION(__FC_PAIR, >=, __hbge2)
#endif /* __FC_PAIR_OPERATORS */

#undef __FC_ARITHMETIC
#undef __FC_STEP
#undef __FC_SIGNS
#undef __FC_RELATION

#if defined(__CUDA_ARCH__)

/* ---- warp shuffles, atomics and loads: halves travel as 16 or 32 bits ---- */

__device__ inline unsigned int __FC_PAIR_AS_UINT(__FC_PAIR a)
{
    return (unsigned int)a.x.__x | (unsigned int)a.y.__x << 16;
}

__device__ inline __FC_PAIR __FC_UINT_AS_PAIR(unsigned int i)
{
    return __FC_PAIR(__FC_FROM_BITS((unsigned short)i), __FC_FROM_BITS((unsigned short)(i >> 16)));
}

#define __FC_SHUFFLE(name, lane_type)                                               \
    __device__ inline __FC_SCALAR name(unsigned int mask, __FC_SCALAR var, lane_type lane, int width = warpSize) \
    {                                                                                          \
        return __FC_FROM_BITS((unsigned short)name(mask, (unsigned int)var.__x, lane, width)); \
    }                                                                                          \
    __device__ inline __FC_PAIR name(unsigned int mask, __FC_PAIR var, lane_type lane, int width = warpSize) \
    {                                                                                          \
        return __FC_UINT_AS_PAIR(name(mask, __FC_PAIR_AS_UINT(var), lane, width)); \
    }
__FC_SHUFFLE(__shfl_sync, int)
__FC_SHUFFLE(__shfl_up_sync, unsigned int)
__FC_SHUFFLE(__shfl_down_sync, unsigned int)
__FC_SHUFFLE(__shfl_xor_sync, int)
#undef __FC_SHUFFLE

__device__ inline __FC_PAIR atomicAdd(__FC_PAIR *address, __FC_PAIR val)
{
    unsigned int *word = (unsigned int *)address;
    unsigned int old = *word, assumed;
    do {
        assumed = old;
        old = atomicCAS(word, assumed,
                        __FC_PAIR_AS_UINT(__hadd2(__FC_UINT_AS_PAIR(assumed), val)));
    } while (old != assumed);
    return __FC_UINT_AS_PAIR(old);
}

/* A compare-and-swap of the aligned word that holds the half. */
__device__ inline __FC_SCALAR atomicAdd(__FC_SCALAR *address, __FC_SCALAR val)
{
    unsigned int *word = (unsigned int *)((unsigned long long)address & ~3ull);
    unsigned int shift = ((unsigned long long)address & 2ull) ? 16u : 0u;
    unsigned int old = *word, assumed;
    do {
        assumed = old;
        __FC_SCALAR sum = __hadd(__FC_FROM_BITS((unsigned short)(assumed >> shift)), val);
        old = atomicCAS(word, assumed, (assumed & ~(0xffffu << shift)) | (unsigned int)sum.__x << shift);
    } while (old != assumed);
    return __FC_FROM_BITS((unsigned short)(old >> shift));
}

/* The cache-hinted loads and stores move the 16 or 32 bits with the integer forms, so the GPU
   still sees the hint. */
#define __FC_LOAD(name)                                                                        \
    __device__ inline __FC_SCALAR name(const __FC_SCALAR *ptr)                                 \
    {                                                                                          \
        return __FC_FROM_BITS(name((const unsigned short *)ptr));                              \
    }                                                                                          \
    __device__ inline __FC_PAIR name(const __FC_PAIR *ptr)                                     \
    {                                                                                          \
        return __FC_UINT_AS_PAIR(name((const unsigned int *)ptr));                             \
    }
__FC_LOAD(__ldg)
__FC_LOAD(__ldcg)
__FC_LOAD(__ldca)
__FC_LOAD(__ldcs)
__FC_LOAD(__ldlu)
__FC_LOAD(__ldcv)
#undef __FC_LOAD

#define __FC_STORE(name)                                                                       \
    __device__ inline void name(__FC_SCALAR *ptr, __FC_SCALAR value)                           \
    {                                                                                          \
        name((unsigned short *)ptr, value.__x);                                                \
    }                                                                                          \
    __device__ inline void name(__FC_PAIR *ptr, __FC_PAIR value)                               \
    {                                                                                          \
        name((unsigned int *)ptr, __FC_PAIR_AS_UINT(value));                                   \
    }
__FC_STORE(__stwb)
__FC_STORE(__stcg)
__FC_STORE(__stcs)
__FC_STORE(__stwt)
#undef __FC_STORE

#endif /* __CUDA_ARCH__ */
