/*
 * cooperative_groups::memcpy_async, wait and wait_prior: the threads of a group copy a block of
 * bytes together (each a strided share of it, see cuda/__memcpy) and wait for the group's copies
 * to be complete and visible to all of it. The copies are done when memcpy_async returns; wait
 * is the group's barrier that makes them visible.
 */
#ifndef _CG_MEMCPY_ASYNC_H_
#define _CG_MEMCPY_ASYNC_H_

#include "../cooperative_groups.h"
#include "../cuda/__memcpy"

namespace cooperative_groups {

template <class Group>
__device__ void memcpy_async(const Group &group, void *dst, const void *src, size_t bytes)
{
    ::cuda::__ferrocuda::copy_share(dst, src, bytes, group.thread_rank(), group.size());
}

/* Copies the smaller of the two counts of elements. */
template <class Group, class _T>
__device__ void memcpy_async(const Group &group, _T *dst, size_t dst_count, const _T *src, size_t src_count)
{
    size_t count = dst_count < src_count ? dst_count : src_count;
    memcpy_async(group, (void *)dst, (const void *)src, count * sizeof(_T));
}

template <class Group> __device__ void wait(const Group &group)
{
    group.sync();
}

template <unsigned int NumStages, class Group> __device__ void wait_prior(const Group &group)
{
    group.sync();
}

} // namespace cooperative_groups

#endif /* _CG_MEMCPY_ASYNC_H_ */
