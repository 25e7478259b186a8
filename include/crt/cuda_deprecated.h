/*
 * __CUDA_DEPRECATED, which cuda.h and cuda_runtime_api.h put on the entry points CUDA 13 marks
 * deprecated: the host compiler warns about their calls unless the program defines
 * CUDA_ENABLE_DEPRECATED before including either header. No include guard: each header
 * decides it anew where it is included, as CUDA's headers do.
 */
#undef __CUDA_DEPRECATED
#if defined(CUDA_ENABLE_DEPRECATED)
#define __CUDA_DEPRECATED
#else
#define __CUDA_DEPRECATED __attribute__((deprecated))
#endif
