/*
 * cooperative_groups::reduce over warp-level groups (thread_block_tile<N>, coalesced_group) and
 * the operators it takes.
 *
 * The order of the operations is CUDA's, which decides how floating-point results round: a
 * tile (and the coalesced group of a whole warp) combines by butterfly, each thread with the
 * one whose rank differs in one bit, from the highest bit down (a tile larger than a warp:
 * within each warp, then across the warps' results); any other coalesced group scans and
 * every thread takes the last one's result.
 */
#ifndef _CG_REDUCE_H_
#define _CG_REDUCE_H_

#include "../cooperative_groups.h"
#include "functional.h"
#include "scan.h"

namespace cooperative_groups {

namespace details {

template <unsigned int Lanes, class T, class Op> __device__ T warp_butterfly(T value, Op op)
{
    for (unsigned int lane_mask = Lanes / 2; lane_mask > 0; lane_mask /= 2)
        value = op(value, shuffle(shuffle_xor, tile_mask(Lanes), value, lane_mask, Lanes));
    return value;
}

template <unsigned int N, class T, class Op>
__device__ T reduce_tile(const tile_base<N, false> &, T value, Op op)
{
    return warp_butterfly<N>(value, op);
}

/* Each warp by butterfly, then the warps' results by butterfly, as the lanes of one warp
   would combine them: every thread computes what the first of those lanes gets. */
template <unsigned int N, class T, class Op>
__device__ T reduce_tile(const tile_base<N, true> &group, T value, Op op)
{
    static_assert(sizeof(T) <= 8, "Collectives with tiles larger than 32 threads are limited to types smaller then 8 bytes");
    const unsigned int warps = N / 32u;
    value = warp_butterfly<32>(value, op);
    unsigned long long *slots = &multi_warp().warp_values[(cta_rank() - group.thread_rank()) / 32u];
    group.sync();
    if (laneid() == 0)
        memcpy(&slots[group.thread_rank() / 32u], &value, sizeof(T));
    group.sync();
    T lanes[N / 32u], next[N / 32u];
    for (unsigned int i = 0; i < warps; i++)
        memcpy(&lanes[i], &slots[i], sizeof(T));
    for (unsigned int lane_mask = warps / 2; lane_mask > 0; lane_mask /= 2) {
        for (unsigned int i = 0; i < warps; i++)
            next[i] = op(lanes[i], lanes[i ^ lane_mask]);
        for (unsigned int i = 0; i < warps; i++)
            lanes[i] = next[i];
    }
    group.sync();
    return lanes[0];
}

} // namespace details

template <unsigned int N, class Parent, class T, class Op>
__device__ T reduce(const thread_block_tile<N, Parent> &group, T value, Op op)
{
    return details::reduce_tile(group, value, op);
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
