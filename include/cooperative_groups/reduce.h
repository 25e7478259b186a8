/*
 * cooperative_groups::reduce over warp-level groups (thread_block_tile<N>, coalesced_group) and
 * the operators it takes.
 */
#ifndef _CG_REDUCE_H_
#define _CG_REDUCE_H_

#include "../cooperative_groups.h"

namespace cooperative_groups {

template <class T> struct plus {
    __device__ T operator()(T a, T b) const { return a + b; }
};

/* The reduction operators are named after the comparison; they yield the value it selects. */
template <class T> struct less {
    __device__ T operator()(T a, T b) const { return b < a ? b : a; }
};

template <class T> struct greater {
    __device__ T operator()(T a, T b) const { return a < b ? b : a; }
};

template <class T> struct bit_and {
    __device__ T operator()(T a, T b) const { return a & b; }
};

template <class T> struct bit_or {
    __device__ T operator()(T a, T b) const { return a | b; }
};

template <class T> struct bit_xor {
    __device__ T operator()(T a, T b) const { return a ^ b; }
};

/*
 * Every thread of the group gets `op` applied over the values of all of them. Rank 0 gathers
 * in log2(size) shuffle steps, which also covers coalesced groups of any size, then broadcasts.
 */
template <class Group, class T, class Op> __device__ T reduce(const Group &group, T value, Op op)
{
    unsigned int size = group.size();
    unsigned int rank = group.thread_rank();
    for (unsigned int offset = 1; offset < size; offset *= 2) {
        T other = group.shfl_down(value, offset);
        if (rank + offset < size)
            value = op(value, other);
    }
    return group.shfl(value, 0);
}

} // namespace cooperative_groups

#endif /* _CG_REDUCE_H_ */
