/*
 * CUDA 12.8's atomic built-ins with a memory order and a thread scope (__nv_atomic_load_n,
 * __nv_atomic_fetch_add, ...), made of the classic atomics and fences: an order stronger than
 * relaxed fences around the access, and a system scope uses the _system atomics. The order and
 * scope must be constants, as CUDA requires; on the device each choice folds away.
 */
#ifndef __FERROCUDA_CRT_NV_ATOMIC_FUNCTIONS_H__
#define __FERROCUDA_CRT_NV_ATOMIC_FUNCTIONS_H__

enum {
    __NV_ATOMIC_RELAXED,
    __NV_ATOMIC_CONSUME,
    __NV_ATOMIC_ACQUIRE,
    __NV_ATOMIC_RELEASE,
    __NV_ATOMIC_ACQ_REL,
    __NV_ATOMIC_SEQ_CST
};

enum {
    __NV_THREAD_SCOPE_THREAD,
    __NV_THREAD_SCOPE_BLOCK,
    __NV_THREAD_SCOPE_CLUSTER,
    __NV_THREAD_SCOPE_DEVICE,
    __NV_THREAD_SCOPE_SYSTEM
};

#if defined(__CUDA_ARCH__) && defined(__cplusplus)

__device__ inline void __nv_atomic_thread_fence(int order, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    if (order == __NV_ATOMIC_RELAXED)
        return;
    if (scope == __NV_THREAD_SCOPE_SYSTEM)
        __threadfence_system();
    else if (scope <= __NV_THREAD_SCOPE_BLOCK)
        __threadfence_block();
    else
        __threadfence();
}

/* The fence before an access of the order `order` (release and stronger)... */
__device__ inline void __fc_atomic_fence_before(int order, int scope)
{
    if (order >= __NV_ATOMIC_RELEASE)
        __nv_atomic_thread_fence(order, scope);
}

/* ...and after it (acquire and stronger). */
__device__ inline void __fc_atomic_fence_after(int order, int scope)
{
    if (order != __NV_ATOMIC_RELAXED && order != __NV_ATOMIC_RELEASE)
        __nv_atomic_thread_fence(order, scope);
}

/* The unsigned integer of T's size, which the classic atomics take. */
template <int Size> struct __fc_atomic_word;
template <> struct __fc_atomic_word<4> { typedef unsigned int type; };
template <> struct __fc_atomic_word<8> { typedef unsigned long long int type; };

template <class _T>
__device__ inline _T __nv_atomic_load_n(_T *ptr, int order, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    __fc_atomic_fence_before(order == __NV_ATOMIC_SEQ_CST ? order : __NV_ATOMIC_RELAXED, scope);
    _T value = *(volatile _T *)ptr;
    __fc_atomic_fence_after(order, scope);
    return value;
}

template <class _T>
__device__ inline void __nv_atomic_store_n(_T *ptr, _T value, int order,
                                           int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    __fc_atomic_fence_before(order, scope);
    *(volatile _T *)ptr = value;
    if (order == __NV_ATOMIC_SEQ_CST)
        __nv_atomic_thread_fence(order, scope);
}

template <class _T>
__device__ inline _T __nv_atomic_exchange_n(_T *ptr, _T value, int order,
                                           int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    typedef typename __fc_atomic_word<sizeof(_T)>::type _W;
    __fc_atomic_fence_before(order, scope);
    _W bits = *(_W *)&value;
    _W old = scope == __NV_THREAD_SCOPE_SYSTEM ? atomicExch_system((_W *)ptr, bits)
                                              : atomicExch((_W *)ptr, bits);
    __fc_atomic_fence_after(order, scope);
    return *(_T *)&old;
}

template <class _T>
__device__ inline bool __nv_atomic_compare_exchange_n(_T *ptr, _T *expected, _T desired, bool weak,
                                                      int success_order, int failure_order,
                                                      int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    typedef typename __fc_atomic_word<sizeof(_T)>::type _W;
    (void)weak;
    (void)failure_order;
    __fc_atomic_fence_before(success_order, scope);
    _W want = *(_W *)expected, put = *(_W *)&desired;
    _W old = scope == __NV_THREAD_SCOPE_SYSTEM ? atomicCAS_system((_W *)ptr, want, put)
                                              : atomicCAS((_W *)ptr, want, put);
    __fc_atomic_fence_after(success_order, scope);
    if (old == want)
        return true;
    *(_W *)expected = old;
    return false;
}

/* Generic forms: the values through pointers. */
template <class _T>
__device__ inline void __nv_atomic_load(_T *ptr, _T *ret, int order,
                                        int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    *ret = __nv_atomic_load_n(ptr, order, scope);
}

template <class _T>
__device__ inline void __nv_atomic_store(_T *ptr, _T *value, int order,
                                         int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    __nv_atomic_store_n(ptr, *value, order, scope);
}

template <class _T>
__device__ inline void __nv_atomic_exchange(_T *ptr, _T *value, _T *ret, int order,
                                            int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    *ret = __nv_atomic_exchange_n(ptr, *value, order, scope);
}

template <class _T>
__device__ inline bool __nv_atomic_compare_exchange(_T *ptr, _T *expected, _T *desired, bool weak,
                                                    int success_order, int failure_order,
                                                    int scope = __NV_THREAD_SCOPE_SYSTEM)
{
    return __nv_atomic_compare_exchange_n(ptr, expected, *desired, weak, success_order,
                                          failure_order, scope);
}

/* Read-modify-write operations: __nv_atomic_fetch_<op> returns the old value, __nv_atomic_<op>
   nothing. */
#define __FC_NV_ATOMIC_RMW(op, classic)                                                          \
    template <class _T>                                                                           \
    __device__ inline _T __nv_atomic_fetch_##op(_T *ptr, _T value, int order,                       \
                                               int scope = __NV_THREAD_SCOPE_SYSTEM)            \
    {                                                                                            \
        __fc_atomic_fence_before(order, scope);                                                  \
        _T old = scope == __NV_THREAD_SCOPE_SYSTEM ? classic##_system(ptr, value)                 \
                                                  : classic(ptr, value);                         \
        __fc_atomic_fence_after(order, scope);                                                   \
        return old;                                                                              \
    }                                                                                            \
    template <class _T>                                                                           \
    __device__ inline void __nv_atomic_##op(_T *ptr, _T value, int order,                          \
                                            int scope = __NV_THREAD_SCOPE_SYSTEM)               \
    {                                                                                            \
        (void)__nv_atomic_fetch_##op(ptr, value, order, scope);                                  \
    }
__FC_NV_ATOMIC_RMW(add, atomicAdd)
__FC_NV_ATOMIC_RMW(sub, atomicSub)
__FC_NV_ATOMIC_RMW(and, atomicAnd)
__FC_NV_ATOMIC_RMW(or, atomicOr)
__FC_NV_ATOMIC_RMW(xor, atomicXor)
__FC_NV_ATOMIC_RMW(min, atomicMin)
__FC_NV_ATOMIC_RMW(max, atomicMax)
#undef __FC_NV_ATOMIC_RMW

#endif /* __CUDA_ARCH__ && __cplusplus */

#endif /* __FERROCUDA_CRT_NV_ATOMIC_FUNCTIONS_H__ */
