/* No include guard on the assert macro: NDEBUG is honoured at each inclusion, as in C. */
#ifndef __FERROCUDA_ASSERT_DECL
#define __FERROCUDA_ASSERT_DECL
#ifdef __cplusplus
extern "C" {
#endif
/* Reports the failed assertion and traps the thread; the launch then fails with cudaErrorAssert. */
__host__ __device__ void __ferrocuda_assert_fail(const char *expr, const char *file, int line, const char *func);
#ifdef __cplusplus
}
#endif
#endif

#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __ferrocuda_assert_fail(#e, __FILE__, __LINE__, __PRETTY_FUNCTION__))
#endif
