/*
 * cooperative_groups::memcpy_async, wait and wait_prior: the threads of a group copy a block of
 * bytes together (each a strided share of it, in words when both sides and the size allow) and
 * wait for the group's copies to be complete and visible to all of it. The copies here are done
 * when memcpy_async returns; wait is the group's barrier that makes them visible.
 */
#ifndef _CG_MEMCPY_ASYNC_H_
#define _CG_MEMCPY_ASYNC_H_

#include "../cooperative_groups.h"

namespace cooperative_groups {

template <class Group>
__device__ void memcpy_async(const Group &group, void *dst, const void *src, size_t bytes)
{
    size_t rank = group.thread_rank();
    size_t size = group.size();
    if ((((size_t)dst | (size_t)src | bytes) & 3) == 0) {
        unsigned int *d = (unsigned int *)dst;
        const unsigned int *s = (const unsigned int *)src;
        for (size_t i = rank; i < bytes / 4; i += size)
            d[i] = s[i];
    } else {
        char *d = (char *)dst;
        const char *s = (const char *)src;
        for (size_t i = rank; i < bytes; i += size)
            d[i] = s[i];
    }
}

/* Copies the smaller of the two counts of elements. */
template <class Group, class T>
__device__ void memcpy_async(const Group &group, T *dst, size_t dst_count, const T *src, size_t src_count)
{
    size_t count = dst_count < src_count ? dst_count : src_count;
    memcpy_async(group, (void *)dst, (const void *)src, count * sizeof(T));
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
