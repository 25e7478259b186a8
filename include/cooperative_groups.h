/*
 * Cooperative groups below grid level: thread_block, thread_block_tile<N, Parent> (N = 1..512),
 * coalesced_group, the generic thread_group they convert to, tiled_partition, labeled and
 * binary partitions, this_thread, and grid_group for ranks, sizes and the grid barrier.
 *
 * Everything is ordinary device code over the CUDA intrinsics (__syncthreads, __syncwarp,
 * __shfl_*_sync, __ballot_sync, ...), so the front end lowers it like user code and every
 * backend runs it, the NVIDIA one included, which prints it back as CUDA C.
 *
 * Warp-level groups are described by the mask of their lanes in the warp: a tile's lanes are
 * contiguous and aligned, a coalesced group's are whatever was active. A thread's lane is its
 * linear rank in the block modulo 32, since warps are cut from the linear rank.
 */
#ifndef _COOPERATIVE_GROUPS_H_
#define _COOPERATIVE_GROUPS_H_

#include "cuda_runtime.h"

/* The grid barrier: a synchronisation operation of the backends, as __syncthreads is; and
   whether the launch is cooperative (which a grid barrier needs). */
__device__ void __ferrocuda_grid_sync(void);
__device__ int __ferrocuda_grid_is_cooperative(void);
/* Lets the other threads of the block run while this one waits (see cuda/barrier). */
__device__ void __ferrocuda_yield(void);

namespace cooperative_groups {

namespace details {

/* The values CUDA's thread_group::get_type() reports. */
enum group_id { coalesced_group_id = 1, grid_group_id = 3, thread_block_id = 4, cluster_group_id = 5 };

__device__ inline unsigned int cta_rank()
{
    return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}

__device__ inline unsigned int cta_size()
{
    return blockDim.x * blockDim.y * blockDim.z;
}

__device__ inline unsigned long long grid_blocks()
{
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
}

__device__ inline unsigned long long block_rank()
{
    return ((unsigned long long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
}

__device__ inline unsigned long long grid_rank()
{
    return block_rank() * cta_size() + cta_rank();
}

__device__ inline unsigned int laneid()
{
    return cta_rank() & 31u;
}

/* The lanes of the aligned tile of `size` lanes (a power of two) that holds this thread. */
__device__ inline unsigned int tile_mask(unsigned int size)
{
    unsigned int lanes = size == 32u ? 0xffffffffu : (1u << size) - 1u;
    return lanes << (laneid() & ~(size - 1u));
}

/* Rank of a lane among the lanes of `mask`. */
__device__ inline unsigned int rank_in(unsigned int mask, unsigned int lane)
{
    return __popc(mask & ((1u << lane) - 1u));
}

/* The lane of rank `rank` among the lanes of `mask`; 32 when there is none. */
__device__ inline unsigned int lane_of_rank(unsigned int mask, unsigned int rank)
{
    for (unsigned int lane = 0; lane < 32u; ++lane) {
        if ((mask >> lane) & 1u) {
            if (rank == 0)
                return lane;
            --rank;
        }
    }
    return 32u;
}

/* Bits of `lanes` (a subset of `mask`) renumbered from lanes to ranks among `mask`. */
__device__ inline unsigned int pack_lanes(unsigned int mask, unsigned int lanes)
{
    unsigned int packed = 0, rank = 0;
    for (unsigned int lane = 0; lane < 32u; ++lane) {
        if ((mask >> lane) & 1u) {
            if ((lanes >> lane) & 1u)
                packed |= 1u << rank;
            ++rank;
        }
    }
    return packed;
}

enum shuffle_kind { shuffle_idx, shuffle_up, shuffle_down, shuffle_xor };

__device__ inline unsigned int shuffle_word(shuffle_kind kind, unsigned int mask, unsigned int word,
                                            unsigned int arg, int width)
{
    switch (kind) {
    case shuffle_up:
        return __shfl_up_sync(mask, word, arg, width);
    case shuffle_down:
        return __shfl_down_sync(mask, word, arg, width);
    case shuffle_xor:
        return __shfl_xor_sync(mask, word, (int)arg, width);
    default:
        return __shfl_sync(mask, word, (int)arg, width);
    }
}

/* Group shuffles take any trivially copyable type, so values travel 32 bits at a time. */
template <class _T>
__device__ _T shuffle(shuffle_kind kind, unsigned int mask, _T var, unsigned int arg, int width)
{
    unsigned int words[(sizeof(_T) + 3) / 4];
    memcpy(words, &var, sizeof(_T));
    for (unsigned int i = 0; i < (sizeof(_T) + 3) / 4; ++i)
        words[i] = shuffle_word(kind, mask, words[i], arg, width);
    memcpy(&var, words, sizeof(_T));
    return var;
}

} // namespace details

class coalesced_group;
template <unsigned int MaxBlockSize> struct block_tile_memory;

/*
 * The generic group: what a function taking any group receives. It is a value holding the kind
 * of group and, for warp-level groups, their lanes, so it dispatches at run time.
 */
class thread_group {
  protected:
    unsigned int _type;
    unsigned int _mask;

    __device__ thread_group(unsigned int type, unsigned int mask) : _type(type), _mask(mask) {}

    friend __device__ thread_group tiled_partition(const thread_group &parent, unsigned int tilesz);
    friend __device__ coalesced_group tiled_partition(const coalesced_group &parent, unsigned int tilesz);
    template <class Label> friend __device__ coalesced_group labeled_partition(const thread_group &parent, Label label);
    friend __device__ coalesced_group binary_partition(const thread_group &parent, bool predicate);

  public:
    __device__ unsigned long long num_threads() const
    {
        if (_type == details::thread_block_id)
            return details::cta_size();
        if (_type == details::grid_group_id)
            return details::grid_blocks() * details::cta_size();
        if (_type == details::cluster_group_id)
            return __clusterSizeInBlocks() * details::cta_size();
        return __popc(_mask);
    }

    __device__ unsigned long long size() const { return num_threads(); }

    __device__ unsigned long long thread_rank() const
    {
        if (_type == details::thread_block_id)
            return details::cta_rank();
        if (_type == details::grid_group_id)
            return details::grid_rank();
        if (_type == details::cluster_group_id)
            return __clusterRelativeThreadRank();
        return details::rank_in(_mask, details::laneid());
    }

    __device__ void sync() const
    {
        if (_type == details::thread_block_id)
            __syncthreads();
        else if (_type == details::grid_group_id)
            /* Every block must be resident at once: the kernel needs a cooperative launch
             * (cudaLaunchCooperativeKernel); launched otherwise, the barrier reports an error
             * instead of deadlocking. */
            __ferrocuda_grid_sync();
        else if (_type == details::cluster_group_id) {
            __cluster_barrier_arrive();
            __cluster_barrier_wait();
        } else
            __syncwarp(_mask);
    }

    __device__ unsigned int get_type() const { return _type; }
};

class thread_block : public thread_group {
    friend __device__ thread_block this_thread_block();
    template <unsigned int MaxBlockSize> friend __device__ thread_block this_thread_block(block_tile_memory<MaxBlockSize> &);

    __device__ thread_block() : thread_group(details::thread_block_id, 0u) {}

  public:
    /* The token of a split barrier: arriving does nothing and waiting is the whole barrier,
       which is a schedule the split barrier allows (every thread arrives before it waits). */
    struct arrival_token {};

    static __device__ void sync() { __syncthreads(); }
    static __device__ arrival_token barrier_arrive() { return arrival_token(); }
    static __device__ void barrier_wait(arrival_token &&) { __syncthreads(); }
    static __device__ unsigned int size() { return details::cta_size(); }
    static __device__ unsigned int num_threads() { return details::cta_size(); }
    static __device__ unsigned int thread_rank() { return details::cta_rank(); }
    static __device__ dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    static __device__ dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
    static __device__ dim3 group_dim() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
    static __device__ dim3 dim_threads() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
};

__device__ inline thread_block this_thread_block()
{
    return thread_block();
}

/* The scratch CUDA's tiles larger than a warp use on GPUs before compute capability 8.0; here
   they keep what they share in shared memory of their own, so this holds nothing. */
template <unsigned int MaxBlockSize = 1024> struct block_tile_memory;
template <unsigned int MaxBlockSize> struct block_tile_memory {
};

template <unsigned int MaxBlockSize> __device__ thread_block this_thread_block(block_tile_memory<MaxBlockSize> &)
{
    return thread_block();
}

/*
 * The threads of a warp that are active where it is created, or a partition of a warp-level
 * group; its meta group is the partition it belongs to (rank and count of the parts).
 */
class coalesced_group : public thread_group {
    unsigned int _meta_rank;
    unsigned int _meta_size;

    friend __device__ coalesced_group coalesced_threads();
    friend __device__ coalesced_group tiled_partition(const coalesced_group &parent, unsigned int tilesz);
    template <class Label> friend __device__ coalesced_group labeled_partition(const thread_group &parent, Label label);
    friend __device__ coalesced_group binary_partition(const thread_group &parent, bool predicate);

    __device__ explicit coalesced_group(unsigned int mask, unsigned int meta_rank = 0, unsigned int meta_size = 1)
        : thread_group(details::coalesced_group_id, mask), _meta_rank(meta_rank), _meta_size(meta_size)
    {
    }

  public:
    __device__ unsigned int num_threads() const { return __popc(_mask); }
    __device__ unsigned int size() const { return num_threads(); }
    __device__ unsigned int thread_rank() const { return details::rank_in(_mask, details::laneid()); }
    __device__ void sync() const { __syncwarp(_mask); }
    __device__ unsigned int meta_group_rank() const { return _meta_rank; }
    __device__ unsigned int meta_group_size() const { return _meta_size; }

    template <class _T> __device__ _T shfl(_T var, unsigned int src_rank) const
    {
        return details::shuffle(details::shuffle_idx, _mask, var, details::lane_of_rank(_mask, src_rank), 32);
    }

    /* A source rank outside the group leaves the value as it is, as CUDA's shuffles do. */
    template <class _T> __device__ _T shfl_down(_T var, unsigned int delta) const
    {
        unsigned int src = details::lane_of_rank(_mask, thread_rank() + delta);
        return details::shuffle(details::shuffle_idx, _mask, var, src == 32u ? details::laneid() : src, 32);
    }

    template <class _T> __device__ _T shfl_up(_T var, unsigned int delta) const
    {
        unsigned int rank = thread_rank();
        unsigned int src = rank < delta ? details::laneid() : details::lane_of_rank(_mask, rank - delta);
        return details::shuffle(details::shuffle_idx, _mask, var, src, 32);
    }

    __device__ int any(int predicate) const { return __ballot_sync(_mask, predicate) != 0; }
    __device__ int all(int predicate) const { return __ballot_sync(_mask, predicate) == _mask; }

    __device__ unsigned int ballot(int predicate) const
    {
        return details::pack_lanes(_mask, __ballot_sync(_mask, predicate));
    }

    template <class _T> __device__ unsigned int match_any(_T value) const
    {
        return details::pack_lanes(_mask, __match_any_sync(_mask, value) & _mask);
    }

    /* Every thread of the group, by rank, when all hold `value`; else 0. */
    template <class _T> __device__ unsigned int match_all(_T value, int &pred) const
    {
        return details::pack_lanes(_mask, __match_all_sync(_mask, value, &pred) & _mask);
    }
};

__device__ inline coalesced_group coalesced_threads()
{
    return coalesced_group(__activemask());
}

/*
 * The threads of a warp-level group (a tile or a coalesced group) with the same value of a
 * predicate: two parts, ranked by the predicate, unless every thread agrees.
 */
__device__ inline coalesced_group binary_partition(const thread_group &parent, bool predicate)
{
    unsigned int agree = __ballot_sync(parent._mask, predicate);
    if (agree == 0 || agree == parent._mask)
        return coalesced_group(parent._mask, 0, 1);
    return coalesced_group(predicate ? agree : parent._mask & ~agree, predicate ? 1 : 0, 2);
}

/*
 * The threads of a warp-level group with the same label: the parts are ranked by their lowest
 * lanes.
 */
template <class Label> __device__ coalesced_group labeled_partition(const thread_group &parent, Label label)
{
    unsigned int part = __match_any_sync(parent._mask, label) & parent._mask;
    unsigned int leader = __ffs(part) - 1;
    unsigned int leaders = __ballot_sync(parent._mask, details::laneid() == leader);
    return coalesced_group(part, __popc(leaders & ((1u << leader) - 1u)), __popc(leaders));
}

__device__ inline coalesced_group labeled_partition(const thread_group &parent, bool label)
{
    return binary_partition(parent, label);
}

/* Pointers label by their addresses. */
template <class _T> __device__ coalesced_group labeled_partition(const thread_group &parent, _T *label)
{
    return labeled_partition(parent, (unsigned long long)label);
}

namespace details {

/* The tiles of one warp or less (false) and the larger ones (true). */
template <unsigned int _N, bool MultiWarp = (_N > 32u)> class tile_base;

template <unsigned int _N> class tile_base<_N, false> : public thread_group {
    unsigned int _meta_rank;
    unsigned int _meta_size;

  public:
    __device__ tile_base(unsigned int meta_rank, unsigned int meta_size)
        : thread_group(details::coalesced_group_id, details::tile_mask(_N)), _meta_rank(meta_rank),
          _meta_size(meta_size)
    {
    }

    __device__ void sync() const { __syncwarp(_mask); }
    static __device__ unsigned int num_threads() { return _N; }
    static __device__ unsigned int size() { return _N; }
    static __device__ unsigned int thread_rank() { return details::cta_rank() & (_N - 1u); }
    __device__ unsigned int meta_group_rank() const { return _meta_rank; }
    __device__ unsigned int meta_group_size() const { return _meta_size; }

    template <class _T> __device__ _T shfl(_T var, int src_rank) const
    {
        return details::shuffle(details::shuffle_idx, _mask, var, (unsigned int)src_rank, _N);
    }

    template <class _T> __device__ _T shfl_down(_T var, unsigned int delta) const
    {
        return details::shuffle(details::shuffle_down, _mask, var, delta, _N);
    }

    template <class _T> __device__ _T shfl_up(_T var, unsigned int delta) const
    {
        return details::shuffle(details::shuffle_up, _mask, var, delta, _N);
    }

    template <class _T> __device__ _T shfl_xor(_T var, unsigned int lane_mask) const
    {
        return details::shuffle(details::shuffle_xor, _mask, var, lane_mask, _N);
    }

    __device__ int any(int predicate) const { return __ballot_sync(_mask, predicate) != 0; }
    __device__ int all(int predicate) const { return __ballot_sync(_mask, predicate) == _mask; }

    /* Bit i stands for the thread of rank i in the tile. */
    __device__ unsigned int ballot(int predicate) const
    {
        return __ballot_sync(_mask, predicate) >> (details::laneid() & ~(_N - 1u));
    }

    template <class _T> __device__ unsigned int match_any(_T value) const
    {
        return (__match_any_sync(_mask, value) & _mask) >> (details::laneid() & ~(_N - 1u));
    }

    template <class _T> __device__ unsigned int match_all(_T value, int &pred) const
    {
        return (__match_all_sync(_mask, value, &pred) & _mask) >> (details::laneid() & ~(_N - 1u));
    }
};


/*
 * What the tiles larger than a warp share in a block's shared memory: for each size (64, 128,
 * 256, 512: class 0 to 3) and each tile of the block, a barrier (warps arrived, generation)
 * and a slot to exchange a value; and a slot per warp for reductions.
 */
struct multi_warp_storage {
    unsigned int arrived[4][16];
    unsigned int generation[4][16];
    unsigned long long exchange[4][16];
    unsigned long long warp_values[32];
};

__device__ inline multi_warp_storage &multi_warp()
{
    __shared__ multi_warp_storage storage;
    return storage;
}

/*
 * A tile of N = 64, 128, 256 or 512 threads: whole warps, synchronized through counters in
 * shared memory (the last warp to arrive starts the next generation; the others wait for it).
 * Creating one is collective over the block, as tiled_partition is.
 */
template <unsigned int _N> class tile_base<_N, true> {
    static_assert(_N == 64u || _N == 128u || _N == 256u || _N == 512u, "Size must be one of 64/128/256/512");
    unsigned int _meta_rank;
    unsigned int _meta_size;

    static __device__ unsigned int size_class() { return _N == 64u ? 0u : _N == 128u ? 1u : _N == 256u ? 2u : 3u; }
    static __device__ unsigned int tile_index() { return cta_rank() / _N; }

  public:
    __device__ tile_base(unsigned int meta_rank, unsigned int meta_size) : _meta_rank(meta_rank), _meta_size(meta_size)
    {
        if (thread_rank() == 0)
            multi_warp().arrived[size_class()][tile_index()] = 0;
        __syncthreads();
    }

    __device__ void sync() const
    {
        __syncwarp();
        if (laneid() == 0) {
            volatile unsigned int *generation = &multi_warp().generation[size_class()][tile_index()];
            unsigned int *arrived = &multi_warp().arrived[size_class()][tile_index()];
            unsigned int seen = *generation;
            __threadfence_block();
            if (atomicAdd(arrived, 1u) == _N / 32u - 1u) {
                *arrived = 0;
                __threadfence_block();
                atomicAdd((unsigned int *)generation, 1u);
            } else {
                while (*generation == seen)
                    __ferrocuda_yield();
            }
            __threadfence_block();
        }
        __syncwarp();
    }

    static __device__ unsigned int num_threads() { return _N; }
    static __device__ unsigned int size() { return _N; }
    static __device__ unsigned int thread_rank() { return cta_rank() & (_N - 1u); }
    __device__ unsigned int meta_group_rank() const { return _meta_rank; }
    __device__ unsigned int meta_group_size() const { return _meta_size; }

    /* Values of at most 8 bytes, as CUDA's tiles of this size take. */
    template <class _T> __device__ _T shfl(_T var, unsigned int src_rank) const
    {
        static_assert(sizeof(_T) <= 8, "Collectives with tiles larger than 32 threads are limited to types smaller then 8 bytes");
        unsigned long long *slot = &multi_warp().exchange[size_class()][tile_index()];
        sync();
        if (thread_rank() == src_rank)
            memcpy(slot, &var, sizeof(_T));
        sync();
        _T result;
        memcpy(&result, slot, sizeof(_T));
        sync();
        return result;
    }

    __device__ int any(int predicate) const { return count(predicate) != 0; }
    __device__ int all(int predicate) const { return count(predicate) == _N; }

    /* How many threads of the tile have the predicate. */
    __device__ unsigned int count(int predicate) const
    {
        unsigned long long *slot = &multi_warp().exchange[size_class()][tile_index()];
        sync();
        if (thread_rank() == 0)
            *slot = 0;
        sync();
        unsigned int warp_count = __popc(__ballot_sync(0xffffffffu, predicate));
        if (laneid() == 0)
            atomicAdd(slot, (unsigned long long)warp_count);
        sync();
        unsigned int total = (unsigned int)*(volatile unsigned long long *)slot;
        sync();
        return total;
    }
};

} // namespace details

/*
 * A tile of N threads (a power of two up to 512) of a block or of a larger tile. The tile of a
 * known parent (what tiled_partition<N> returns) converts to the one of any parent, Parent =
 * void, which holds everything.
 */
template <unsigned int _N, class Parent = void> class thread_block_tile;

template <unsigned int _N> class thread_block_tile<_N, void> : public details::tile_base<_N> {
    typedef details::tile_base<_N> base;

  public:
    __device__ thread_block_tile(unsigned int meta_rank, unsigned int meta_size) : base(meta_rank, meta_size) {}
};

template <unsigned int _N, class Parent> class thread_block_tile : public thread_block_tile<_N, void> {
    typedef thread_block_tile<_N, void> any_parent;

  public:
    __device__ thread_block_tile(unsigned int meta_rank, unsigned int meta_size) : any_parent(meta_rank, meta_size) {}
};

/* Parent: a thread_block or a larger thread_block_tile. */
template <unsigned int _N, class Parent> __device__ thread_block_tile<_N, Parent> tiled_partition(const Parent &parent)
{
    return thread_block_tile<_N, Parent>(parent.thread_rank() / _N, (parent.size() + _N - 1u) / _N);
}

/* The calling thread as a group of its own. */
__device__ inline thread_block_tile<1> this_thread()
{
    return thread_block_tile<1>(0, 1);
}

/*
 * The tile of `tilesz` threads (a power of two up to 32) holding this thread, by rank in the
 * parent; the last tile of a parent whose size is not a multiple of `tilesz` is smaller.
 */
__device__ inline thread_group tiled_partition(const thread_group &parent, unsigned int tilesz)
{
    if (parent._type == details::thread_block_id) {
        /* Aligned tiles of at most 32 never straddle warps; only the last one can be short. */
        unsigned int first = details::cta_rank() & ~(tilesz - 1u);
        unsigned int left = details::cta_size() - first;
        unsigned int lanes = left < tilesz ? left : tilesz;
        unsigned int bits = lanes == 32u ? 0xffffffffu : (1u << lanes) - 1u;
        return thread_group(details::coalesced_group_id, bits << (first & 31u));
    }
    unsigned int tile = details::rank_in(parent._mask, details::laneid()) / tilesz;
    unsigned int mask = 0, rank = 0;
    for (unsigned int lane = 0; lane < 32u; ++lane) {
        if ((parent._mask >> lane) & 1u) {
            if (rank / tilesz == tile)
                mask |= 1u << lane;
            ++rank;
        }
    }
    return thread_group(details::coalesced_group_id, mask);
}

/* Tiles of a coalesced group: its ranks cut into runs of `tilesz`, the last one maybe shorter. */
__device__ inline coalesced_group tiled_partition(const coalesced_group &parent, unsigned int tilesz)
{
    thread_group tile = tiled_partition((const thread_group &)parent, tilesz);
    return coalesced_group(tile._mask, parent.thread_rank() / tilesz, (parent.size() + tilesz - 1u) / tilesz);
}

/*
 * The whole grid. sync() needs a cooperative launch (see thread_group::sync).
 */
class grid_group : public thread_group {
    friend __device__ grid_group this_grid();

    __device__ grid_group() : thread_group(details::grid_group_id, 0u) {}

  public:
    /* Whether grid barriers work: the kernel was launched with cudaLaunchCooperativeKernel. */
    static __device__ bool is_valid() { return __ferrocuda_grid_is_cooperative() != 0; }
    static __device__ unsigned long long num_blocks() { return details::grid_blocks(); }
    static __device__ unsigned long long block_rank() { return details::block_rank(); }
    static __device__ unsigned long long num_threads() { return details::grid_blocks() * details::cta_size(); }
    static __device__ unsigned long long size() { return num_threads(); }
    static __device__ unsigned long long thread_rank() { return details::grid_rank(); }
    static __device__ dim3 group_dim() { return dim3(gridDim.x, gridDim.y, gridDim.z); }
    static __device__ dim3 dim_blocks() { return dim3(gridDim.x, gridDim.y, gridDim.z); }
    static __device__ dim3 block_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    static __device__ dim3 dim_threads()
    {
        return dim3(gridDim.x * blockDim.x, gridDim.y * blockDim.y, gridDim.z * blockDim.z);
    }
    static __device__ dim3 thread_index()
    {
        return dim3(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y,
                    blockIdx.z * blockDim.z + threadIdx.z);
    }

    /* A split grid barrier, as thread_block's: waiting is the whole barrier. */
    struct arrival_token {};
    static __device__ arrival_token barrier_arrive() { return arrival_token(); }
    static __device__ void barrier_wait(arrival_token &&) { __ferrocuda_grid_sync(); }
};

__device__ inline grid_group this_grid()
{
    return grid_group();
}

/*
 * The thread block cluster (compute capability 9.0): blocks that run at once, meet at cluster
 * barriers and reach each other's shared memory. A launch without clusters is one cluster of
 * one block per block.
 */
class cluster_group : public thread_group {
    friend __device__ cluster_group this_cluster();

    __device__ cluster_group() : thread_group(details::cluster_group_id, 0u) {}

  public:
    struct arrival_token {};

    static __device__ bool is_valid() { return true; }
    static __device__ void sync()
    {
        __cluster_barrier_arrive();
        __cluster_barrier_wait();
    }
    static __device__ arrival_token barrier_arrive()
    {
        __cluster_barrier_arrive();
        return arrival_token();
    }
    static __device__ void barrier_wait() { __cluster_barrier_wait(); }
    static __device__ void barrier_wait(arrival_token &&) { __cluster_barrier_wait(); }
    static __device__ unsigned int query_shared_rank(const void *addr) { return __cluster_query_shared_rank(addr); }
    template <typename _T> static __device__ _T *map_shared_rank(_T *addr, int rank)
    {
        return (_T *)__cluster_map_shared_rank(addr, (unsigned int)rank);
    }
    static __device__ dim3 block_index() { return __clusterRelativeBlockIdx(); }
    static __device__ unsigned int block_rank() { return __clusterRelativeBlockRank(); }
    static __device__ dim3 dim_blocks() { return __clusterDim(); }
    static __device__ unsigned int num_blocks() { return __clusterSizeInBlocks(); }
    static __device__ dim3 thread_index()
    {
        dim3 b = __clusterRelativeBlockIdx();
        return dim3(b.x * blockDim.x + threadIdx.x, b.y * blockDim.y + threadIdx.y, b.z * blockDim.z + threadIdx.z);
    }
    static __device__ unsigned int thread_rank() { return __clusterRelativeThreadRank(); }
    static __device__ dim3 dim_threads()
    {
        dim3 c = __clusterDim();
        return dim3(c.x * blockDim.x, c.y * blockDim.y, c.z * blockDim.z);
    }
    static __device__ unsigned int num_threads() { return __clusterSizeInBlocks() * details::cta_size(); }
    static __device__ unsigned int size() { return num_threads(); }
};

__device__ inline cluster_group this_cluster()
{
    return cluster_group();
}

template <class Group> __device__ void sync(const Group &g)
{
    g.sync();
}

/*
 * `f(args...)` called by one thread of a warp-level group (a tile or a coalesced group): the
 * thread of rank 0, the lowest lane, which the hardware's election picks.
 */
template <class Group, class Fn, class... _Args> __device__ void invoke_one(const Group &g, Fn &&f, _Args &&...args)
{
    if (g.thread_rank() == 0)
        f(static_cast<_Args &&>(args)...);
}

/* The same, with the result given to every thread of the group. */
template <class Group, class Fn, class... _Args>
__device__ auto invoke_one_broadcast(const Group &g, Fn &&f, _Args &&...args) -> decltype(f(static_cast<_Args &&>(args)...))
{
    decltype(f(static_cast<_Args &&>(args)...)) result{};
    if (g.thread_rank() == 0)
        result = f(static_cast<_Args &&>(args)...);
    return g.shfl(result, 0);
}

template <class Group> __device__ unsigned long long thread_rank(const Group &g)
{
    return g.thread_rank();
}

template <class Group> __device__ unsigned long long group_size(const Group &g)
{
    return g.num_threads();
}

} // namespace cooperative_groups

#endif /* _COOPERATIVE_GROUPS_H_ */
