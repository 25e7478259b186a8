/*
 * The operators cooperative_groups::reduce and the scans take.
 */
#ifndef _CG_FUNCTIONAL_H_
#define _CG_FUNCTIONAL_H_

namespace cooperative_groups {

template <class _T> struct plus {
    __device__ _T operator()(_T a, _T b) const { return a + b; }
};

/* The reduction operators are named after the comparison; they yield the value it selects. */
template <class _T> struct less {
    __device__ _T operator()(_T a, _T b) const { return b < a ? b : a; }
};

template <class _T> struct greater {
    __device__ _T operator()(_T a, _T b) const { return a < b ? b : a; }
};

template <class _T> struct bit_and {
    __device__ _T operator()(_T a, _T b) const { return a & b; }
};

template <class _T> struct bit_or {
    __device__ _T operator()(_T a, _T b) const { return a | b; }
};

template <class _T> struct bit_xor {
    __device__ _T operator()(_T a, _T b) const { return a ^ b; }
};

} // namespace cooperative_groups

#endif /* _CG_FUNCTIONAL_H_ */
