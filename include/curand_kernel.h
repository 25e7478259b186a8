/*
 * The device random-number API: the XORWOW (curandState), Philox4_32_10 and MRG32k3a
 * generators with their uniform, normal, log-normal and Poisson distributions.
 *
 * Each generator gives CUDA's sequences bit for bit: the same seeding, the same subsequence
 * spacing (2^67 steps for XORWOW, 2^64 counters for Philox, 2^76 for MRG32k3a) and the same
 * transformations of its words into floats. Skipping ahead uses the jump tables of
 * crt/curand_jumps.h (computed from the generators' definitions, not stepped). The states
 * have CUDA's layout, so host code allocates them by sizeof; the functions exist in device
 * code only.
 *
 * Every distribution is written once over three generator-specific pieces: a uniform float,
 * a uniform double and a Box-Muller pair of each precision (__fc_rand::uniform, ...), which
 * is where the generators differ in how many words they use.
 */
#ifndef __FERROCUDA_CURAND_KERNEL_H__
#define __FERROCUDA_CURAND_KERNEL_H__

#include "crt/host_defines.h"
#include "vector_types.h"
#include "vector_functions.h"
#include "curand.h"

/* CUDA's constants, which programs also use. */
#define CURAND_2POW32 (4294967296.f)
#define CURAND_2POW32_DOUBLE (4294967296.)
#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CURAND_2PI (6.2831855f)
#define CURAND_2POW53_INV_2PI_DOUBLE (1.1102230246251565e-16 * 6.2831853071795860)
#define CURAND_PI_DOUBLE (3.1415926535897932)
#define CURAND_2PI_DOUBLE (6.2831853071795860)
#define CURAND_SQRT2 (-1.4142135f)
#define CURAND_SQRT2_DOUBLE (-1.4142135623730951)

struct curandStateXORWOW {
    unsigned int d, v[5];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

struct curandStatePhilox4_32_10 {
    uint4 ctr;
    uint4 output;
    uint2 key;
    unsigned int STATE;
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

struct curandStateMRG32k3a {
    unsigned int s1[3];
    unsigned int s2[3];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

/* What a state's cached second Box-Muller value is for. */
#define EXTRA_FLAG_NORMAL 0x00000001
#define EXTRA_FLAG_LOG_NORMAL 0x00000002

#if defined(__CUDA_ARCH__)

#include "crt/device_functions.h"
#include "crt/math_functions.h"
#include "crt/curand_jumps.h"

namespace __fc_rand {

/* 2^-32 and 2^-53, as CUDA's constants spell them (the float one is rounded). */
static __device__ const float two_pow_m32 = CURAND_2POW32_INV;
static __device__ const float two_pow_m32_2pi = CURAND_2POW32_INV_2PI;
static __device__ const float two_pi = CURAND_2PI;
static __device__ const double two_pow_m32_double = CURAND_2POW32_INV_DOUBLE;
static __device__ const double two_pow_m53_double = CURAND_2POW53_INV_DOUBLE;

static __device__ __forceinline__ float uniform_from(unsigned int x)
{
    return x * two_pow_m32 + two_pow_m32 / 2.0f;
}

/* 53 bits from two words: the second's low 32 bits above the first's 21. */
static __device__ __forceinline__ unsigned long long bits53(unsigned int lo, unsigned int hi)
{
    return (unsigned long long)lo ^ ((unsigned long long)hi << (53 - 32));
}

static __device__ __forceinline__ double uniform_double_from(unsigned int lo, unsigned int hi)
{
    return bits53(lo, hi) * two_pow_m53_double + two_pow_m53_double / 2.0;
}

static __device__ __forceinline__ float2 box_muller(unsigned int x, unsigned int y)
{
    float u = x * two_pow_m32 + two_pow_m32 / 2;
    float v = y * two_pow_m32_2pi + two_pow_m32_2pi / 2;
    float s = sqrtf(-2.0f * logf(u));
    float2 r;
    __sincosf(v, &r.x, &r.y);
    r.x *= s;
    r.y *= s;
    return r;
}

static __device__ __forceinline__ double2 box_muller_double(unsigned int x0, unsigned int x1,
                                                            unsigned int y0, unsigned int y1)
{
    double u = bits53(x0, x1) * two_pow_m53_double + two_pow_m53_double / 2.0;
    double v = bits53(y0, y1) * (two_pow_m53_double * 2.0) + two_pow_m53_double;
    double s = sqrt(-2.0 * log(u));
    double2 r;
    sincospi(v, &r.x, &r.y);
    r.x *= s;
    r.y *= s;
    return r;
}

/* ---- XORWOW: a five-word xorshift plus a Weyl counter d ---- */

static __device__ __forceinline__ void xorwow_step(unsigned int v[5])
{
    unsigned int t = v[0] ^ (v[0] >> 2);
    v[0] = v[1];
    v[1] = v[2];
    v[2] = v[3];
    v[3] = v[4];
    v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
}

/* v becomes q(M) v: the sum of M^i v over the bits i of the jump polynomial q. */
static __device__ void xorwow_apply(unsigned int v[5], const unsigned int q[5])
{
    unsigned int sum[5] = {0, 0, 0, 0, 0};
    for (int i = 0; i < 160; i++) {
        if ((q[i >> 5] >> (i & 31)) & 1u) {
            for (int k = 0; k < 5; k++)
                sum[k] ^= v[k];
        }
        xorwow_step(v);
    }
    for (int k = 0; k < 5; k++)
        v[k] = sum[k];
}

/* n of the table's steps, one jump per nonzero hexadecimal digit of n. */
static __device__ void xorwow_jump(unsigned int v[5], unsigned long long n,
                                   const unsigned int (*table)[15][5])
{
    for (int k = 0; n != 0; k++, n >>= 4) {
        unsigned int digit = (unsigned int)(n & 15);
        if (digit != 0)
            xorwow_apply(v, table[k][digit - 1]);
    }
}

/* ---- Philox4x32-10: ten rounds over a 128-bit counter and a 64-bit key ---- */

static __device__ __forceinline__ uint4 philox_round(uint4 c, uint2 key)
{
    const unsigned int m0 = 0xD2511F53u, m1 = 0xCD9E8D57u;
    uint4 r;
    r.x = __umulhi(m1, c.z) ^ c.y ^ key.x;
    r.y = m1 * c.z;
    r.z = __umulhi(m0, c.x) ^ c.w ^ key.y;
    r.w = m0 * c.x;
    return r;
}

static __device__ uint4 philox(uint4 c, uint2 key)
{
    for (int round = 0; round < 9; round++) {
        c = philox_round(c, key);
        key.x += 0x9E3779B9u;
        key.y += 0xBB67AE85u;
    }
    return philox_round(c, key);
}

static __device__ __forceinline__ unsigned int word(uint4 v, unsigned int i)
{
    return i == 0 ? v.x : i == 1 ? v.y : i == 2 ? v.z : v.w;
}

/* The counter's low 64 bits advanced by n. A carry out of the low word when n's high word is
   all ones is lost, as in CUDA's generator. */
static __device__ void philox_advance(curandStatePhilox4_32_10_t *s, unsigned long long n)
{
    unsigned int lo = (unsigned int)n, hi = (unsigned int)(n >> 32);
    s->ctr.x += lo;
    if (s->ctr.x < lo)
        hi++;
    s->ctr.y += hi;
    if (s->ctr.y < hi && ++s->ctr.z == 0)
        ++s->ctr.w;
}

static __device__ __forceinline__ void philox_refill(curandStatePhilox4_32_10_t *s)
{
    s->output = philox(s->ctr, s->key);
}

/* ---- MRG32k3a: two order-3 recurrences modulo primes just below 2^32 ---- */

static __device__ const unsigned int mrg_m1 = 4294967087u, mrg_m2 = 4294944443u;

/* x reduced by one fold of its high word, 2^32 being c modulo the modulus. */
static __device__ __forceinline__ unsigned long long fold(unsigned long long x, unsigned int c)
{
    return (x >> 32) * c + (x & 0xffffffffull);
}

static __device__ double mrg_next(curandStateMRG32k3a_t *s)
{
    unsigned long long p1 = 1403580ull * s->s1[1] + 810728ull * (mrg_m1 - s->s1[0]);
    p1 = fold(p1, 209u);
    if (p1 >= mrg_m1)
        p1 -= mrg_m1;
    s->s1[0] = s->s1[1];
    s->s1[1] = s->s1[2];
    s->s1[2] = (unsigned int)p1;
    unsigned long long p2 = 527612ull * s->s2[2] + 1370589ull * (mrg_m2 - s->s2[0]);
    p2 = fold(fold(p2, 22853u), 22853u);
    if (p2 >= mrg_m2)
        p2 -= mrg_m2;
    s->s2[0] = s->s2[1];
    s->s2[1] = s->s2[2];
    s->s2[2] = (unsigned int)p2;
    unsigned int difference = (unsigned int)p1 - (unsigned int)p2;
    return p1 <= p2 ? (double)(difference + mrg_m1) : (double)difference;
}

static __device__ __forceinline__ unsigned int mulmod(unsigned int a, unsigned int b, unsigned int m)
{
    return (unsigned int)((unsigned long long)a * b % m);
}

/* s becomes a s modulo m, a a 3x3 matrix by rows. */
static __device__ void mrg_apply(unsigned int s[3], const unsigned int a[9], unsigned int m)
{
    unsigned int t[3];
    for (int i = 0; i < 3; i++)
        t[i] = (unsigned int)(((unsigned long long)mulmod(a[3 * i], s[0], m) + mulmod(a[3 * i + 1], s[1], m) +
                               mulmod(a[3 * i + 2], s[2], m)) % m);
    for (int i = 0; i < 3; i++)
        s[i] = t[i];
}

/* n jumps of 2^0, 2^76 or 2^127 steps (kind 0, 1, 2), one table entry per bit of n. */
static __device__ void mrg_jump(curandStateMRG32k3a_t *s, unsigned long long n, int kind)
{
    for (int k = 0; n != 0; k++, n >>= 1) {
        if (n & 1) {
            mrg_apply(s->s1, __fc_mrg32k3a_jumps[kind][k][0], mrg_m1);
            mrg_apply(s->s2, __fc_mrg32k3a_jumps[kind][k][1], mrg_m2);
        }
    }
}

static __device__ __forceinline__ double mrg_uniform_double(curandStateMRG32k3a_t *s)
{
    return mrg_next(s) * 2.3283065498378288e-10; /* 1 / m1 */
}

template <class State> static __device__ __forceinline__ void clear_cache(State *s)
{
    s->boxmuller_flag = 0;
    s->boxmuller_flag_double = 0;
    s->boxmuller_extra = 0.f;
    s->boxmuller_extra_double = 0.;
}

} // namespace __fc_rand

/* The Philox4x32-10 block function: the four words of counter `c` under key `k`. */
static __device__ __forceinline__ uint4 curand_Philox4x32_10(uint4 c, uint2 k)
{
    return __fc_rand::philox(c, k);
}

/* ---- Initialization, raw words and skipping ---- */

static __device__ __forceinline__ unsigned int curand(curandStateXORWOW_t *state)
{
    __fc_rand::xorwow_step(state->v);
    state->d += 362437;
    return state->v[4] + state->d;
}

static __device__ __forceinline__ void skipahead(unsigned long long n, curandStateXORWOW_t *state)
{
    __fc_rand::xorwow_jump(state->v, n, __fc_xorwow_offset_jumps);
    state->d += 362437 * (unsigned int)n;
}

/* 2^67 n steps (d is unchanged: 362437 * 2^67 is a multiple of 2^32). */
static __device__ __forceinline__ void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state)
{
    __fc_rand::xorwow_jump(state->v, n, __fc_xorwow_subsequence_jumps);
}

static __device__ void curand_init(unsigned long long seed, unsigned long long subsequence,
                                   unsigned long long offset, curandStateXORWOW_t *state)
{
    unsigned int t0 = 1099087573u * ((unsigned int)seed ^ 0xaad26b49u);
    unsigned int t1 = 2591861531u * ((unsigned int)(seed >> 32) ^ 0xf7dcefddu);
    state->d = 6615241u + t1 + t0;
    state->v[0] = 123456789u + t0;
    state->v[1] = 362436069u ^ t0;
    state->v[2] = 521288629u + t1;
    state->v[3] = 88675123u ^ t1;
    state->v[4] = 5783321u + t0;
    skipahead_sequence(subsequence, state);
    skipahead(offset, state);
    __fc_rand::clear_cache(state);
}

/* The generator keeps one block of four words; STATE is the next one's index. */
static __device__ __forceinline__ unsigned int curand(curandStatePhilox4_32_10_t *state)
{
    unsigned int r = __fc_rand::word(state->output, state->STATE);
    if (++state->STATE == 4) {
        __fc_rand::philox_advance(state, 1);
        __fc_rand::philox_refill(state);
        state->STATE = 0;
    }
    return r;
}

/* The next four words; the position within the block stays. */
static __device__ __forceinline__ uint4 curand4(curandStatePhilox4_32_10_t *state)
{
    uint4 old = state->output;
    __fc_rand::philox_advance(state, 1);
    __fc_rand::philox_refill(state);
    unsigned int i = state->STATE;
    uint4 next = state->output;
    unsigned int w[8] = {old.x, old.y, old.z, old.w, next.x, next.y, next.z, next.w};
    return make_uint4(w[i], w[i + 1], w[i + 2], w[i + 3]);
}

static __device__ __forceinline__ void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *state)
{
    state->STATE += (unsigned int)(n & 3);
    n /= 4;
    if (state->STATE > 3) {
        n += 1;
        state->STATE -= 4;
    }
    __fc_rand::philox_advance(state, n);
    __fc_rand::philox_refill(state);
}

/* n subsequences: the counter's high 64 bits advanced by n. */
static __device__ __forceinline__ void skipahead_sequence(unsigned long long n,
                                                          curandStatePhilox4_32_10_t *state)
{
    unsigned int lo = (unsigned int)n, hi = (unsigned int)(n >> 32);
    state->ctr.z += lo;
    if (state->ctr.z < lo)
        hi++;
    state->ctr.w += hi;
    __fc_rand::philox_refill(state);
}

static __device__ void curand_init(unsigned long long seed, unsigned long long subsequence,
                                   unsigned long long offset, curandStatePhilox4_32_10_t *state)
{
    state->ctr = make_uint4(0, 0, 0, 0);
    state->key = make_uint2((unsigned int)seed, (unsigned int)(seed >> 32));
    state->STATE = 0;
    __fc_rand::clear_cache(state);
    skipahead_sequence(subsequence, state);
    skipahead(offset, state);
}

static __device__ __forceinline__ unsigned int curand(curandStateMRG32k3a_t *state)
{
    return (unsigned int)(__fc_rand::mrg_next(state) * 1.000000048662);
}

static __device__ __forceinline__ void skipahead(unsigned long long n, curandStateMRG32k3a_t *state)
{
    __fc_rand::mrg_jump(state, n, 0);
}

/* 2^76 n steps. */
static __device__ __forceinline__ void skipahead_subsequence(unsigned long long n,
                                                             curandStateMRG32k3a_t *state)
{
    __fc_rand::mrg_jump(state, n, 1);
}

/* 2^127 n steps. */
static __device__ __forceinline__ void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t *state)
{
    __fc_rand::mrg_jump(state, n, 2);
}

static __device__ void curand_init(unsigned long long seed, unsigned long long subsequence,
                                   unsigned long long offset, curandStateMRG32k3a_t *state)
{
    unsigned int start = 12345u;
    for (int i = 0; i < 3; i++) {
        state->s1[i] = start;
        state->s2[i] = start;
    }
    if (seed != 0ull) {
        unsigned int x1 = (unsigned int)seed ^ 0x55555555u;
        unsigned int x2 = (unsigned int)(seed >> 32) ^ 0xAAAAAAAAu;
        state->s1[0] = __fc_rand::mulmod(x1, start, __fc_rand::mrg_m1);
        state->s1[1] = __fc_rand::mulmod(x2, start, __fc_rand::mrg_m1);
        state->s1[2] = __fc_rand::mulmod(x1, start, __fc_rand::mrg_m1);
        state->s2[0] = __fc_rand::mulmod(x2, start, __fc_rand::mrg_m2);
        state->s2[1] = __fc_rand::mulmod(x1, start, __fc_rand::mrg_m2);
        state->s2[2] = __fc_rand::mulmod(x2, start, __fc_rand::mrg_m2);
    }
    skipahead_subsequence(subsequence, state);
    skipahead(offset, state);
    __fc_rand::clear_cache(state);
}

/* ---- What differs between generators: uniforms and Box-Muller pairs ---- */

namespace __fc_rand {

static __device__ __forceinline__ float uniform(curandStateXORWOW_t *s)
{
    return uniform_from(curand(s));
}
static __device__ __forceinline__ float uniform(curandStatePhilox4_32_10_t *s)
{
    return uniform_from(curand(s));
}
static __device__ __forceinline__ float uniform(curandStateMRG32k3a_t *s)
{
    return (float)mrg_uniform_double(s);
}

static __device__ __forceinline__ double uniform_double(curandStateXORWOW_t *s)
{
    unsigned int x = curand(s);
    unsigned int y = curand(s);
    return uniform_double_from(x, y);
}
/* Philox's double has the 32 bits of one word. */
static __device__ __forceinline__ double uniform_double(curandStatePhilox4_32_10_t *s)
{
    return curand(s) * two_pow_m32_double + two_pow_m32_double;
}
static __device__ __forceinline__ double uniform_double(curandStateMRG32k3a_t *s)
{
    return mrg_uniform_double(s);
}

template <class State> static __device__ __forceinline__ float2 normal_pair(State *s)
{
    unsigned int x = curand(s);
    unsigned int y = curand(s);
    return box_muller(x, y);
}
static __device__ __forceinline__ float2 normal_pair(curandStateMRG32k3a_t *s)
{
    float x = uniform(s);
    float y = uniform(s) * two_pi;
    float r = sqrtf(-2.0f * logf(x));
    float2 v;
    __sincosf(y, &v.x, &v.y);
    v.x *= r;
    v.y *= r;
    return v;
}

static __device__ __forceinline__ double2 normal_pair_double(curandStateXORWOW_t *s)
{
    unsigned int x0 = curand(s);
    unsigned int x1 = curand(s);
    unsigned int y0 = curand(s);
    unsigned int y1 = curand(s);
    return box_muller_double(x0, x1, y0, y1);
}
static __device__ __forceinline__ double2 normal_pair_double(curandStatePhilox4_32_10_t *s)
{
    uint4 x = curand4(s);
    return box_muller_double(x.x, x.y, x.z, x.w);
}
static __device__ __forceinline__ double2 normal_pair_double(curandStateMRG32k3a_t *s)
{
    double x = uniform_double(s);
    double y = uniform_double(s) * 2.0;
    double r = sqrt(-2.0 * log(x));
    double2 v;
    sincospi(y, &v.x, &v.y);
    v.x *= r;
    v.y *= r;
    return v;
}

/* One value of a pair per call, the other kept for the next call that wants the same kind
   (EXTRA_FLAG_NORMAL or EXTRA_FLAG_LOG_NORMAL) of value; `flag` and `extra` are the state's
   cache of the precision. */
template <class _V, class Pair, class Map>
static __device__ __forceinline__ _V cached_value(int &flag, _V &extra, int kind, Pair pair, Map map)
{
    if (flag != kind) {
        auto v = pair();
        extra = map(v.y);
        flag = kind;
        return map(v.x);
    }
    flag = 0;
    return extra;
}

template <class State, class Map> static __device__ __forceinline__ float cached(State *s, int kind, Map map)
{
    return cached_value(s->boxmuller_flag, s->boxmuller_extra, kind, [s] { return normal_pair(s); }, map);
}

template <class State, class Map>
static __device__ __forceinline__ double cached_double(State *s, int kind, Map map)
{
    return cached_value(s->boxmuller_flag_double, s->boxmuller_extra_double, kind,
                        [s] { return normal_pair_double(s); }, map);
}

struct identity {
    __device__ float operator()(float x) const { return x; }
    __device__ double operator()(double x) const { return x; }
};

struct log_normal_map {
    float mean, stddev;
    __device__ float operator()(float x) const { return expf(mean + (stddev * x)); }
};

struct log_normal_map_double {
    double mean, stddev;
    __device__ double operator()(double x) const { return exp(mean + (stddev * x)); }
};

/* The GPU's approximate special functions, which the Poisson rejection method is defined by. */
static __device__ __forceinline__ float rsqrt_approx(float a)
{
    asm("rsqrt.approx.f32.ftz %0, %1;" : "=f"(a) : "f"(a));
    return a;
}
static __device__ __forceinline__ float exp_approx(float a)
{
    a = a * 1.4426950408889634074;
    asm("ex2.approx.f32.ftz %0, %1;" : "=f"(a) : "f"(a));
    return a;
}
static __device__ __forceinline__ float log_approx(float a)
{
    asm("lg2.approx.f32.ftz %0, %1;" : "=f"(a) : "f"(a));
    return a * 0.69314718055994530942;
}
static __device__ __forceinline__ float rcp_approx(float a)
{
    asm("rcp.approx.f32.ftz %0, %1;" : "=f"(a) : "f"(a));
    return a;
}

/* The regularized lower incomplete gamma function P(a, x) and its inverse in x, by a
   two-parameter logistic approximation. */
struct gamma_fit {
    float alpha, beta;
    __device__ explicit gamma_fit(float a)
    {
        alpha = 1.43248035075540910f * rsqrt_approx(a - 0.12400979329415655f) + 0.00025361074907033f;
        beta = 0.21096734870196546f * rsqrt_approx(a - 1.97381164089999420f) + 0.94201734077887530f;
    }
};

static __device__ __forceinline__ float gamma_p(float a, float x)
{
    gamma_fit f(a);
    float t = a - x;
    t = f.alpha * t - f.beta;
    t = 1.0f + exp_approx(t);
    t = t * t;
    return rcp_approx(t);
}

static __device__ __forceinline__ float gamma_p_inverse(float a, float y)
{
    gamma_fit f(a);
    float t = rsqrt_approx(y) - 1.0f;
    t = log_approx(t);
    t = f.beta + t;
    return -t * rcp_approx(f.alpha) + a;
}

/* log((n - 1)!): a table to 8, Stirling's series (Hart et al., 5404) beyond. */
static __device__ const double log_factorial_table[9] = {
    0.000000000000000000e-1, 0.000000000000000000e-1, 6.931471805599453094e-1,
    1.791759469228055001e0,  3.178053830347945620e0,  4.787491742782045994e0,
    6.579251212010100995e0,  8.525161361065414300e0,  1.060460290274525023e1};

static __device__ double log_gamma_of_integer(int a)
{
    double fa = fabs((float)a);
    if (a <= 8)
        return log_factorial_table[(int)fa - 1];
    double s = 1.0 / fa;
    double t = s * s;
    double sum = -0.1633436431e-2;
    sum = sum * t + 0.83645878922e-3;
    sum = sum * t - 0.5951896861197e-3;
    sum = sum * t + 0.793650576493454e-3;
    sum = sum * t - 0.277777777735865004e-2;
    sum = sum * t + 0.833333333333331018375e-1;
    sum = sum * s + 0.918938533204672;
    s = 0.5 * log(fa);
    t = fa - 0.5;
    s = s * t;
    t = s - fa;
    s = s + sum;
    t = t + s;
    return t;
}

/* Knuth's method for small means: multiply uniforms into e^lambda until it falls to 1. */
template <class State> static __device__ unsigned int poisson_knuth(State *s, float lambda)
{
    unsigned int k = 0;
    float p = expf(lambda);
    do {
        k++;
        p *= uniform(s);
    } while (p > 1.0);
    return k - 1;
}

/* Rejection from the approximate incomplete gamma function for moderate means. */
template <class State> static __device__ unsigned int poisson_rejection(State *s, float lambda)
{
    float log_lambda = log_approx(lambda);
    float x;
    while (true) {
        float y = uniform(s);
        x = floorf(gamma_p_inverse(lambda, y));
        float z = uniform(s);
        float v = (gamma_p(lambda, x + 1.0f) - gamma_p(lambda, x)) * 1.3f;
        z = z * v;
        float t = (float)exp_approx(-lambda + x * log_lambda - (float)log_gamma_of_integer((int)(1.0f + x)));
        if ((z < t) && (v >= 1e-20))
            break;
    }
    return (unsigned int)x;
}

/* Large means: the normal approximation, rounded to nearest. */
static __device__ __forceinline__ unsigned int poisson_from_normal(double lambda, double n)
{
    return (unsigned int)((sqrt(lambda) * n) + lambda + 0.5);
}

template <class State> static __device__ unsigned int poisson(State *s, double lambda)
{
    if (lambda < 64)
        return poisson_knuth(s, (float)lambda);
    if (lambda > 4000)
        return poisson_from_normal(lambda, cached_double(s, EXTRA_FLAG_NORMAL, identity()));
    return poisson_rejection(s, (float)lambda);
}

} // namespace __fc_rand

/* ---- Distributions ---- */

#define __FC_CURAND_DISTRIBUTIONS(State)                                                       \
    static __device__ __forceinline__ float curand_uniform(State *state)                    \
    {                                                                                          \
        return __fc_rand::uniform(state);                                                      \
    }                                                                                          \
    static __device__ __forceinline__ double curand_uniform_double(State *state)            \
    {                                                                                          \
        return __fc_rand::uniform_double(state);                                               \
    }                                                                                          \
    static __device__ __forceinline__ float curand_normal(State *state)                     \
    {                                                                                          \
        return __fc_rand::cached(state, EXTRA_FLAG_NORMAL, __fc_rand::identity());             \
    }                                                                                          \
    static __device__ __forceinline__ double curand_normal_double(State *state)             \
    {                                                                                          \
        return __fc_rand::cached_double(state, EXTRA_FLAG_NORMAL, __fc_rand::identity());      \
    }                                                                                          \
    static __device__ __forceinline__ float2 curand_normal2(State *state)                   \
    {                                                                                          \
        return __fc_rand::normal_pair(state);                                                  \
    }                                                                                          \
    static __device__ __forceinline__ double2 curand_normal2_double(State *state)           \
    {                                                                                          \
        return __fc_rand::normal_pair_double(state);                                           \
    }                                                                                          \
    static __device__ __forceinline__ float curand_log_normal(State *state, float mean, float stddev) \
    {                                                                                          \
        return __fc_rand::cached(state, EXTRA_FLAG_LOG_NORMAL,                                 \
                                 __fc_rand::log_normal_map{mean, stddev});                     \
    }                                                                                          \
    static __device__ __forceinline__ double curand_log_normal_double(State *state, double mean, \
                                                                      double stddev)         \
    {                                                                                          \
        return __fc_rand::cached_double(state, EXTRA_FLAG_LOG_NORMAL,                          \
                                        __fc_rand::log_normal_map_double{mean, stddev});       \
    }                                                                                          \
    static __device__ __forceinline__ float2 curand_log_normal2(State *state, float mean, float stddev) \
    {                                                                                          \
        float2 v = __fc_rand::normal_pair(state);                                              \
        __fc_rand::log_normal_map map{mean, stddev};                                           \
        return make_float2(map(v.x), map(v.y));                                                \
    }                                                                                          \
    static __device__ __forceinline__ double2 curand_log_normal2_double(State *state, double mean, \
                                                                        double stddev)       \
    {                                                                                          \
        double2 v = __fc_rand::normal_pair_double(state);                                      \
        __fc_rand::log_normal_map_double map{mean, stddev};                                    \
        return make_double2(map(v.x), map(v.y));                                               \
    }                                                                                          \
    static __device__ __forceinline__ unsigned int curand_poisson(State *state, double lambda) \
    {                                                                                          \
        return __fc_rand::poisson(state, lambda);                                              \
    }

__FC_CURAND_DISTRIBUTIONS(curandStateXORWOW_t)
__FC_CURAND_DISTRIBUTIONS(curandStatePhilox4_32_10_t)
__FC_CURAND_DISTRIBUTIONS(curandStateMRG32k3a_t)
#undef __FC_CURAND_DISTRIBUTIONS

/* Philox's four-at-a-time forms. */
static __device__ __forceinline__ float4 curand_uniform4(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    return make_float4(__fc_rand::uniform_from(x.x), __fc_rand::uniform_from(x.y),
                       __fc_rand::uniform_from(x.z), __fc_rand::uniform_from(x.w));
}

static __device__ __forceinline__ double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    return make_double2(__fc_rand::uniform_double_from(x.x, x.y), __fc_rand::uniform_double_from(x.z, x.w));
}

static __device__ __forceinline__ float4 curand_normal4(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    float2 a = __fc_rand::box_muller(x.x, x.y);
    float2 b = __fc_rand::box_muller(x.z, x.w);
    return make_float4(a.x, a.y, b.x, b.y);
}

/* Four doubles from two blocks of four words (CUDA marks these as not part of its API). */
static __device__ __forceinline__ double4 curand_uniform4_double(curandStatePhilox4_32_10_t *state)
{
    uint4 x = curand4(state);
    uint4 y = curand4(state);
    return make_double4(__fc_rand::uniform_double_from(x.x, x.y), __fc_rand::uniform_double_from(x.z, x.w),
                        __fc_rand::uniform_double_from(y.x, y.y), __fc_rand::uniform_double_from(y.z, y.w));
}

static __device__ __forceinline__ double4 curand_normal4_double(curandStatePhilox4_32_10_t *state)
{
    double2 a = __fc_rand::normal_pair_double(state);
    double2 b = __fc_rand::normal_pair_double(state);
    return make_double4(a.x, a.y, b.x, b.y);
}

static __device__ __forceinline__ double4 curand_log_normal4_double(curandStatePhilox4_32_10_t *state, double mean,
                                                                    double stddev)
{
    double4 v = curand_normal4_double(state);
    __fc_rand::log_normal_map_double map{mean, stddev};
    return make_double4(map(v.x), map(v.y), map(v.z), map(v.w));
}

static __device__ __forceinline__ float4 curand_log_normal4(curandStatePhilox4_32_10_t *state, float mean,
                                                            float stddev)
{
    float4 v = curand_normal4(state);
    __fc_rand::log_normal_map map{mean, stddev};
    return make_float4(map(v.x), map(v.y), map(v.z), map(v.w));
}

/* Four values as four calls would give them, except that large means take their normals
   from two fresh pairs (the cached normal is neither used nor kept). */
static __device__ __forceinline__ uint4 curand_poisson4(curandStatePhilox4_32_10_t *state, double lambda)
{
    unsigned int k[4];
    if (lambda > 4000) {
        double4 n = curand_normal4_double(state);
        k[0] = __fc_rand::poisson_from_normal(lambda, n.x);
        k[1] = __fc_rand::poisson_from_normal(lambda, n.y);
        k[2] = __fc_rand::poisson_from_normal(lambda, n.z);
        k[3] = __fc_rand::poisson_from_normal(lambda, n.w);
    } else {
        for (int i = 0; i < 4; i++)
            k[i] = lambda < 64 ? __fc_rand::poisson_knuth(state, (float)lambda)
                               : __fc_rand::poisson_rejection(state, (float)lambda);
    }
    return make_uint4(k[0], k[1], k[2], k[3]);
}

#endif /* __CUDA_ARCH__ */

#endif
