/*
 * cooperative_groups::reduce over warp-level groups (thread_block_tile<N>, coalesced_group) and
 * the operators it takes.
 *
 * The order of the operations is CUDA's, which decides how floating-point results round: a
 * tile (and the coalesced group of a whole warp) combines by butterfly, each thread with the
 * one whose rank differs in one bit, from the highest bit down; any other coalesced group
 * scans and every thread takes the last one's result.
 */
#ifndef _CG_REDUCE_H_
#define _CG_REDUCE_H_

#include "../cooperative_groups.h"
#include "functional.h"
#include "scan.h"

namespace cooperative_groups {

template <unsigned int N, class Parent, class T, class Op>
__device__ T reduce(const thread_block_tile<N, Parent> &group, T value, Op op)
{
    for (unsigned int lane_mask = N / 2; lane_mask > 0; lane_mask /= 2)
        value = op(value, group.shfl_xor(value, lane_mask));
    return value;
}

template <class T, class Op> __device__ T reduce(const coalesced_group &group, T value, Op op)
{
    if (group.size() == 32)
        return reduce(thread_block_tile<32>(0, 1), value, op);
    T scanned = inclusive_scan(group, value, op);
    return group.shfl(scanned, group.size() - 1);
}

} // namespace cooperative_groups

#endif /* _CG_REDUCE_H_ */
