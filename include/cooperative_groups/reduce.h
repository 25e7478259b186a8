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
#include "../cuda/atomic"
#include "functional.h"
#include "scan.h"

namespace cooperative_groups {

namespace details {

template <unsigned int Lanes, class _T, class Op> __device__ _T warp_butterfly(_T value, Op op)
{
    for (unsigned int lane_mask = Lanes / 2; lane_mask > 0; lane_mask /= 2)
        value = op(value, shuffle(shuffle_xor, tile_mask(Lanes), value, lane_mask, Lanes));
    return value;
}

template <unsigned int _N, class _T, class Op>
__device__ _T reduce_tile(const tile_base<_N, false> &, _T value, Op op)
{
    return warp_butterfly<_N>(value, op);
}

/* Each warp by butterfly, then the warps' results by butterfly, as the lanes of one warp
   would combine them: every thread computes what the first of those lanes gets. */
template <unsigned int _N, class _T, class Op>
__device__ _T reduce_tile(const tile_base<_N, true> &group, _T value, Op op)
{
    static_assert(sizeof(_T) <= 8, "Collectives with tiles larger than 32 threads are limited to types smaller then 8 bytes");
    const unsigned int warps = _N / 32u;
    value = warp_butterfly<32>(value, op);
    unsigned long long *slots = &multi_warp().warp_values[(cta_rank() - group.thread_rank()) / 32u];
    group.sync();
    if (laneid() == 0)
        memcpy(&slots[group.thread_rank() / 32u], &value, sizeof(_T));
    group.sync();
    _T lanes[_N / 32u], next[_N / 32u];
    for (unsigned int i = 0; i < warps; i++)
        memcpy(&lanes[i], &slots[i], sizeof(_T));
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

template <unsigned int _N, class Parent, class _T, class Op>
__device__ _T reduce(const thread_block_tile<_N, Parent> &group, _T value, Op op)
{
    return details::reduce_tile(group, value, op);
}

template <class _T, class Op> __device__ _T reduce(const coalesced_group &group, _T value, Op op)
{
    if (group.size() == 32)
        return reduce(thread_block_tile<32>(0, 1), value, op);
    _T scanned = inclusive_scan(group, value, op);
    return group.shfl(scanned, group.size() - 1);
}

/* The group's reduction of `value` combined into `dst` (`*dst = op(*dst, reduction)`,
   atomically) by its first thread. */
template <class Group, class _T, class Op, cuda::thread_scope Scope>
__device__ void reduce_update_async(const Group &group, const cuda::atomic_ref<_T, Scope> &dst,
                                    _T value, Op op)
{
    _T reduced = reduce(group, value, op);
    if (group.thread_rank() == 0) {
        _T old = dst.load();
        while (!dst.compare_exchange_weak(old, op(old, reduced))) {
        }
    }
}

/* The group's reduction of `value` stored into `dst` by its first thread. */
template <class Group, class _T, class Op, cuda::thread_scope Scope>
__device__ void reduce_store_async(const Group &group, const cuda::atomic_ref<_T, Scope> &dst,
                                   _T value, Op op)
{
    _T reduced = reduce(group, value, op);
    if (group.thread_rank() == 0)
        dst.store(reduced);
}
template <class Group, class _T, class Op>
__device__ void reduce_store_async(const Group &group, _T *dst, _T value, Op op)
{
    _T reduced = reduce(group, value, op);
    if (group.thread_rank() == 0)
        *dst = reduced;
}

} // namespace cooperative_groups

#endif /* _CG_REDUCE_H_ */
