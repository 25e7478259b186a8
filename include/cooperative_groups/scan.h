/*
 * cooperative_groups::inclusive_scan and exclusive_scan over warp-level groups
 * (thread_block_tile<N>, coalesced_group), with the operators of functional.h.
 */
#ifndef _CG_SCAN_H_
#define _CG_SCAN_H_

#include "../cooperative_groups.h"
#include "functional.h"

namespace cooperative_groups {

/* Each thread gets `op` applied over the values of the threads of rank up to its own: log2(size)
   shuffle steps, each combining the thread's partial result with the one `offset` ranks below,
   as op(own, below) (CUDA's operand order, which a non-commutative operator shows). */
template <class Group, class _T, class Op>
__device__ _T inclusive_scan(const Group &group, _T value, Op op)
{
    unsigned int size = group.size();
    unsigned int rank = group.thread_rank();
    for (unsigned int offset = 1; offset < size; offset *= 2) {
        _T below = group.shfl_up(value, offset);
        if (rank >= offset)
            value = op(value, below);
    }
    return value;
}

template <class Group, class _T> __device__ _T inclusive_scan(const Group &group, _T value)
{
    return inclusive_scan(group, value, plus<_T>());
}

/* Over the threads of lower rank only: rank 0 gets a value-initialized T. */
template <class Group, class _T, class Op>
__device__ _T exclusive_scan(const Group &group, _T value, Op op)
{
    _T inclusive = inclusive_scan(group, value, op);
    _T below = group.shfl_up(inclusive, 1);
    return group.thread_rank() == 0 ? _T() : below;
}

template <class Group, class _T> __device__ _T exclusive_scan(const Group &group, _T value)
{
    return exclusive_scan(group, value, plus<_T>());
}

} // namespace cooperative_groups

#endif /* _CG_SCAN_H_ */
