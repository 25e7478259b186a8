/*
 * Entry points the host-pass rewriter emits calls to. User code never calls these directly.
 *
 * A translation unit registers its device image once (__ferrocudaRegisterModule), then its
 * device variables' host shadows, and hands the runtime the bounds of the section __fc_records,
 * where the stubs of its kernels left their records, and of __fc_record_refs, where the stubs
 * of kernel templates' instances and of inline kernels listed theirs (__ferrocudaRegisterRecords),
 * so that the runtime can map a host address back to the device symbol. The records of the
 * instances of variable templates the host compiler makes are registered one by one by static
 * initializers (__ferrocudaRegisterRecord). Kernel launches with <<<...>>> push the launch
 * configuration, and the stub hands its record and its parameters to __ferrocudaLaunch, which
 * pops the configuration and launches (__ferrocudaLaunch<N> with the addresses as arguments
 * when there are at most 8).
 */
#ifndef __FERROCUDA_HOST_RUNTIME_H__
#define __FERROCUDA_HOST_RUNTIME_H__

#if !defined(__CUDA_ARCH__)

#include <stddef.h>

#include "driver_types.h"
#include "vector_types.h"

#if defined(__cplusplus)
extern "C" {
#endif

void **__ferrocudaRegisterModule(const unsigned char *image, unsigned long long size);
void __ferrocudaRegisterFunction(void **module, const void *host_stub, const char *kernel_name, const char *template_args);
void __ferrocudaRegisterVar(void **module, void *host_shadow, const char *var_name, unsigned long long size, int is_constant, int is_managed);
void *__ferrocudaManagedVar(void *host_shadow, unsigned long long size);
unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared_mem, struct CUstream_st *stream);
cudaError_t __cudaPopCallConfiguration(dim3 *grid, dim3 *block, size_t *shared_mem, void *stream);
struct __fc_record;
void __ferrocudaRegisterRecords(void **module, void **(*module_handle)(void), const struct __fc_record *begin, const struct __fc_record *end, const struct __fc_record *const *listed, const struct __fc_record *const *listed_end);
int __ferrocudaRegisterRecord(const struct __fc_record *record);
cudaError_t __ferrocudaLaunch(const struct __fc_record *record, void **args);
/* Stubs of kernels of 1 to 8 parameters pass their parameters' addresses as arguments. */
cudaError_t __ferrocudaLaunch1(const struct __fc_record *record, void *);
cudaError_t __ferrocudaLaunch2(const struct __fc_record *record, void *, void *);
cudaError_t __ferrocudaLaunch3(const struct __fc_record *record, void *, void *, void *);
cudaError_t __ferrocudaLaunch4(const struct __fc_record *record, void *, void *, void *, void *);
cudaError_t __ferrocudaLaunch5(const struct __fc_record *record, void *, void *, void *, void *, void *);
cudaError_t __ferrocudaLaunch6(const struct __fc_record *record, void *, void *, void *, void *, void *, void *);
cudaError_t __ferrocudaLaunch7(const struct __fc_record *record, void *, void *, void *, void *, void *, void *, void *);
cudaError_t __ferrocudaLaunch8(const struct __fc_record *record, void *, void *, void *, void *, void *, void *, void *, void *);

#if defined(__cplusplus)
} /* extern "C" */
#endif

#if defined(__cplusplus)
/* What `k<<<grid, block, shared, stream>>>(...)` pushes. The conversions to dim3 happen here
   rather than at every launch, which keeps the host compiler's work per launch small; a braced
   list, which no template deduces, takes the plain overload. */
template <class _G, class _B>
inline unsigned __ferrocudaPushConfiguration(_G grid, _B block, size_t shared_mem = 0, struct CUstream_st *stream = 0)
{
    /* Copy-initialized, as nvcc passes them: a class that converts to both dim3 and uint3 is
       a dim3 through its conversion to dim3 (a direct initialization would be ambiguous). */
    dim3 __grid = grid, __block = block;
    return __cudaPushCallConfiguration(__grid, __block, shared_mem, stream);
}
inline unsigned __ferrocudaPushConfiguration(dim3 grid, dim3 block, size_t shared_mem = 0, struct CUstream_st *stream = 0)
{
    return __cudaPushCallConfiguration(grid, block, shared_mem, stream);
}

/* Templated kernel stubs name their instantiation by the host compiler's type name: the
   mangled one RTTI gives, else (-fno-rtti) the type as the function's pretty name spells it. */
#if defined(__GXX_RTTI) || defined(__cpp_rtti)
#include <typeinfo>
#endif

template <class _T>
inline const char *__ferrocuda_type_name()
{
#if defined(__GXX_RTTI) || defined(__cpp_rtti)
    return typeid(_T).name();
#else
    return __PRETTY_FUNCTION__;
#endif
}
#endif

#endif /* !__CUDA_ARCH__ */

#endif /* __FERROCUDA_HOST_RUNTIME_H__ */
