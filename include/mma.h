/*
 * Warp matrix multiply-accumulate (nvcuda::wmma): fragments, loads, stores, fill and mma_sync
 * for the shapes and types CUDA has (m16n16k16, m32n8k16, m8n32k16 over half, bfloat16,
 * signed and unsigned char; m16n16k8 over tf32; m8n8k4 over double).
 *
 * A fragment is spread over the warp's 32 lanes: lane l holds the elements numbered
 * l * num_elements to (l + 1) * num_elements - 1 of the tile in row-major order (CUDA leaves
 * the mapping unspecified, so programs see only num_elements, x[] and the functions here).
 * mma_sync gathers the operands each lane needs with warp shuffles, multiplies exactly (as
 * the tensor cores do for these types) and accumulates in float (int for the char types,
 * double for double), adding the products of one k in order. Every function is a warp
 * collective: all 32 lanes call it with the same arguments.
 */
#ifndef __FERROCUDA_MMA_H__
#define __FERROCUDA_MMA_H__

#include "crt/host_defines.h"
#include "crt/device_functions.h"
#include "cuda_fp16.h"
#include "cuda_bf16.h"

#if defined(__cplusplus)

namespace nvcuda {
namespace wmma {

struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;

enum layout_t { mem_row_major, mem_col_major };

namespace experimental {
namespace precision {
struct tf32;
struct u4;
struct s4;
struct b1;
}
}
namespace precision = experimental::precision;

/* The rows and columns of a fragment's tile. */
template <typename Use, int m, int n, int k> struct __tile;
template <int m, int n, int k> struct __tile<matrix_a, m, n, k> {
    enum { rows = m, cols = k };
};
template <int m, int n, int k> struct __tile<matrix_b, m, n, k> {
    enum { rows = k, cols = n };
};
template <int m, int n, int k> struct __tile<accumulator, m, n, k> {
    enum { rows = m, cols = n };
};

/* What a fragment of element type T stores, and its arithmetic: the value of an element as
   the multiply sees it, and the conversion of a result back. */
template <typename _T> struct __element {
    typedef _T storage;
    typedef _T product;
    __device__ static _T value(_T v) { return v; }
    __device__ static _T make(_T v) { return v; }
};
template <> struct __element<__half> {
    typedef __half storage;
    typedef float product;
    __device__ static float value(__half v) { return __half2float(v); }
    __device__ static __half make(float v) { return __float2half(v); }
};
template <> struct __element<__nv_bfloat16> {
    typedef __nv_bfloat16 storage;
    typedef float product;
    __device__ static float value(__nv_bfloat16 v) { return __bfloat162float(v); }
    __device__ static __nv_bfloat16 make(float v) { return __float2bfloat16(v); }
};
template <> struct __element<precision::tf32> {
    typedef float storage;
    typedef float product;
    /* The tensor cores read the 19 high bits of a tf32 operand. */
    __device__ static float value(float v)
    {
        return __int_as_float(__float_as_int(v) & (int)0xffffe000u);
    }
    __device__ static float make(float v) { return v; }
};
template <> struct __element<signed char> {
    typedef signed char storage;
    typedef int product;
    __device__ static int value(signed char v) { return v; }
    __device__ static signed char make(int v) { return (signed char)v; }
};
template <> struct __element<unsigned char> {
    typedef unsigned char storage;
    typedef int product;
    __device__ static int value(unsigned char v) { return v; }
    __device__ static unsigned char make(int v) { return (unsigned char)v; }
};

template <typename Use, int m, int n, int k, typename _T, typename Layout = void>
class fragment {
public:
    typedef typename __element<_T>::storage element_type;
    typedef typename __element<_T>::storage storage_element_type;
    enum { num_elements = __tile<Use, m, n, k>::rows * __tile<Use, m, n, k>::cols / 32 };
    element_type x[num_elements];
};

__device__ inline unsigned int __lane()
{
    return ((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x) & 31u;
}

/* Element e of the tile this lane holds, at row-major position p = lane * E + e. */
template <typename Use, int m, int n, int k, typename _T, typename _L, typename _S>
__device__ inline void __load(fragment<Use, m, n, k, _T, _L> &f, const _S *p, unsigned ldm,
                              bool row_major)
{
    const int cols = __tile<Use, m, n, k>::cols;
    const int _E = fragment<Use, m, n, k, _T, _L>::num_elements;
    unsigned int first = __lane() * _E;
    for (int e = 0; e < _E; ++e) {
        unsigned int r = (first + e) / cols, c = (first + e) % cols;
        f.x[e] = row_major ? p[r * ldm + c] : p[c * ldm + r];
    }
}

/* Whether a matrix_a or matrix_b fragment's layout is row-major (none for an accumulator,
   whose layout each load and store names). */
template <typename Layout> struct __row_major;
template <> struct __row_major<row_major> {
    enum { value = 1 };
};
template <> struct __row_major<col_major> {
    enum { value = 0 };
};

template <typename Use, int m, int n, int k, typename _T, typename _L, typename _S>
__device__ inline void load_matrix_sync(fragment<Use, m, n, k, _T, _L> &f, const _S *p, unsigned ldm)
{
    __load(f, p, ldm, __row_major<_L>::value != 0);
    __syncwarp();
}
template <int m, int n, int k, typename _T, typename _S>
__device__ inline void load_matrix_sync(fragment<accumulator, m, n, k, _T> &c, const _S *p,
                                        unsigned ldm, layout_t layout)
{
    __load(c, p, ldm, layout == mem_row_major);
    __syncwarp();
}

template <int m, int n, int k, typename _T, typename _S>
__device__ inline void store_matrix_sync(_S *p, const fragment<accumulator, m, n, k, _T> &c,
                                         unsigned ldm, layout_t layout)
{
    const int _E = fragment<accumulator, m, n, k, _T>::num_elements;
    unsigned int first = __lane() * _E;
    for (int e = 0; e < _E; ++e) {
        unsigned int r = (first + e) / n, col = (first + e) % n;
        if (layout == mem_row_major)
            p[r * ldm + col] = c.x[e];
        else
            p[col * ldm + r] = c.x[e];
    }
    __syncwarp();
}

template <typename Use, int m, int n, int k, typename _T, typename _L, typename _V>
__device__ inline void fill_fragment(fragment<Use, m, n, k, _T, _L> &f, const _V &v)
{
    for (int e = 0; e < fragment<Use, m, n, k, _T, _L>::num_elements; ++e)
        f.x[e] = v;
}

/* Element `index` of the fragment `x` (E elements per lane) held by lane `lane`: every lane
   asks with the same index when `uniform` is true (one shuffle), otherwise each index is
   fetched in turn. */
template <typename _S, int _E>
__device__ inline _S __fetch(const _S (&x)[_E], unsigned int lane, unsigned int index, bool uniform)
{
    if (uniform)
        return __shfl_sync(0xffffffffu, x[index], (int)lane);
    _S found = x[0];
    for (int e = 0; e < _E; ++e) {
        _S v = __shfl_sync(0xffffffffu, x[e], (int)lane);
        if ((unsigned int)e == index)
            found = v;
    }
    return found;
}

template <int m, int n, int k, typename TA, typename LA, typename TB, typename LB, typename TC>
__device__ inline void mma_sync(fragment<accumulator, m, n, k, TC> &d,
                                const fragment<matrix_a, m, n, k, TA, LA> &a,
                                const fragment<matrix_b, m, n, k, TB, LB> &b,
                                const fragment<accumulator, m, n, k, TC> &c, bool satf = false)
{
    typedef typename __element<TC>::product _P;
    const int EA = fragment<matrix_a, m, n, k, TA, LA>::num_elements;
    const int EB = fragment<matrix_b, m, n, k, TB, LB>::num_elements;
    const int EC = fragment<accumulator, m, n, k, TC>::num_elements;
    /* Whether every lane wants the same element index of a's and of b's fragments (true of
       the shapes but m8n32k16's b). */
    const bool a_uniform = k % EA == 0;
    const bool b_uniform = n % EB == 0 && (EC % n) % EB == 0;
    unsigned int first = __lane() * EC;
    _P acc[EC];
    for (int e = 0; e < EC; ++e)
        acc[e] = __element<TC>::value(c.x[e]);
    for (int kk = 0; kk < k; ++kk) {
        for (int e = 0; e < EC; ++e) {
            unsigned int r = (first + e) / n, col = (first + e) % n;
            unsigned int pa = r * k + kk, pb = kk * n + col;
            _P av = (_P)__element<TA>::value(__fetch(a.x, pa / EA, pa % EA, a_uniform));
            _P bv = (_P)__element<TB>::value(__fetch(b.x, pb / EB, pb % EB, b_uniform));
            acc[e] += av * bv;
        }
    }
    for (int e = 0; e < EC; ++e) {
        _P v = acc[e];
        if (satf && v != v)
            v = 0;
        d.x[e] = __element<TC>::make(v);
    }
    __syncwarp();
}

__device__ inline float __float_to_tf32(float v)
{
    /* Round to nearest, ties away from zero, to 10 fraction bits. */
    unsigned int u = (unsigned int)__float_as_int(v);
    if ((u & 0x7f800000u) != 0x7f800000u)
        u += 0x1000u;
    return __int_as_float((int)(u & 0xffffe000u));
}

} /* namespace wmma */
} /* namespace nvcuda */

#endif /* __cplusplus */
#endif /* __FERROCUDA_MMA_H__ */
