/*
 * The DPX integer intrinsics of compute capability 9.0 (CUDA 12): three-way and fused
 * add-then-compare minimum and maximum of 32-bit values and of pairs of 16-bit halves, with an
 * optional clamp at zero ("relu") and forms reporting which operand was chosen. Written in
 * plain integer operations, which the backends compile as any other device code.
 */
#ifndef __FERROCUDA_CRT_DPX_FUNCTIONS_H__
#define __FERROCUDA_CRT_DPX_FUNCTIONS_H__

#if defined(__CUDA_ARCH__) && defined(__cplusplus)

/* The halves of a 16x2 value, and a value from halves. */
__device__ __forceinline__ int __fc_dpx_s_hi(unsigned int v) { return (short)(v >> 16); }
__device__ __forceinline__ int __fc_dpx_s_lo(unsigned int v) { return (short)(v & 0xffffu); }
__device__ __forceinline__ unsigned int __fc_dpx_u_hi(unsigned int v) { return v >> 16; }
__device__ __forceinline__ unsigned int __fc_dpx_u_lo(unsigned int v) { return v & 0xffffu; }
__device__ __forceinline__ unsigned int __fc_dpx_pack(int hi, int lo)
{
    return ((unsigned int)hi << 16) | ((unsigned int)lo & 0xffffu);
}
__device__ __forceinline__ int __fc_dpx_max(int a, int b) { return a > b ? a : b; }
__device__ __forceinline__ int __fc_dpx_min(int a, int b) { return a < b ? a : b; }
__device__ __forceinline__ unsigned int __fc_dpx_umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
__device__ __forceinline__ unsigned int __fc_dpx_umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
/* A 16-bit lane's sum wraps as the hardware's does. */
__device__ __forceinline__ int __fc_dpx_wrap_s(int v) { return (short)(v & 0xffff); }
__device__ __forceinline__ unsigned int __fc_dpx_wrap_u(unsigned int v) { return v & 0xffffu; }

/* A 16x2 form: its 32-bit rule applied to both halves, read as `kind` (s or u). */
#define __FC_DPX_16X2_3(name, rule, kind)                                                        \
    __device__ __forceinline__ unsigned int name(unsigned int a, unsigned int b, unsigned int c) \
    {                                                                                            \
        return __fc_dpx_pack((int)rule(__fc_dpx_##kind##_hi(a), __fc_dpx_##kind##_hi(b),        \
                                       __fc_dpx_##kind##_hi(c)),                                 \
                             (int)rule(__fc_dpx_##kind##_lo(a), __fc_dpx_##kind##_lo(b),        \
                                       __fc_dpx_##kind##_lo(c)));                                \
    }
#define __FC_DPX_16X2_2(name, rule)                                                              \
    __device__ __forceinline__ unsigned int name(unsigned int a, unsigned int b)                 \
    {                                                                                            \
        return __fc_dpx_pack(rule(__fc_dpx_s_hi(a), __fc_dpx_s_hi(b)),                           \
                             rule(__fc_dpx_s_lo(a), __fc_dpx_s_lo(b)));                          \
    }

/* ---- three-way minimum and maximum ---- */
__device__ __forceinline__ int __vimax3_s32(int a, int b, int c) { return __fc_dpx_max(__fc_dpx_max(a, b), c); }
__device__ __forceinline__ int __vimin3_s32(int a, int b, int c) { return __fc_dpx_min(__fc_dpx_min(a, b), c); }
__device__ __forceinline__ unsigned int __vimax3_u32(unsigned int a, unsigned int b, unsigned int c) { return __fc_dpx_umax(__fc_dpx_umax(a, b), c); }
__device__ __forceinline__ unsigned int __vimin3_u32(unsigned int a, unsigned int b, unsigned int c) { return __fc_dpx_umin(__fc_dpx_umin(a, b), c); }
__device__ __forceinline__ int __vimax3_s32_relu(int a, int b, int c) { return __fc_dpx_max(__vimax3_s32(a, b, c), 0); }
__device__ __forceinline__ int __vimin3_s32_relu(int a, int b, int c) { return __fc_dpx_max(__vimin3_s32(a, b, c), 0); }
__device__ __forceinline__ int __vimax_s32_relu(int a, int b) { return __fc_dpx_max(__fc_dpx_max(a, b), 0); }
__device__ __forceinline__ int __vimin_s32_relu(int a, int b) { return __fc_dpx_max(__fc_dpx_min(a, b), 0); }

__FC_DPX_16X2_3(__vimax3_s16x2, __vimax3_s32, s)
__FC_DPX_16X2_3(__vimin3_s16x2, __vimin3_s32, s)
__FC_DPX_16X2_3(__vimax3_u16x2, __vimax3_u32, u)
__FC_DPX_16X2_3(__vimin3_u16x2, __vimin3_u32, u)
__FC_DPX_16X2_3(__vimax3_s16x2_relu, __vimax3_s32_relu, s)
__FC_DPX_16X2_3(__vimin3_s16x2_relu, __vimin3_s32_relu, s)
__FC_DPX_16X2_2(__vimax_s16x2_relu, __vimax_s32_relu)
__FC_DPX_16X2_2(__vimin_s16x2_relu, __vimin_s32_relu)

/* ---- add, then compare with a third value ---- */
__device__ __forceinline__ int __viaddmax_s32(int a, int b, int c) { return __fc_dpx_max((int)((unsigned int)a + (unsigned int)b), c); }
__device__ __forceinline__ int __viaddmin_s32(int a, int b, int c) { return __fc_dpx_min((int)((unsigned int)a + (unsigned int)b), c); }
__device__ __forceinline__ unsigned int __viaddmax_u32(unsigned int a, unsigned int b, unsigned int c) { return __fc_dpx_umax(a + b, c); }
__device__ __forceinline__ unsigned int __viaddmin_u32(unsigned int a, unsigned int b, unsigned int c) { return __fc_dpx_umin(a + b, c); }
__device__ __forceinline__ int __viaddmax_s32_relu(int a, int b, int c) { return __fc_dpx_max(__viaddmax_s32(a, b, c), 0); }
__device__ __forceinline__ int __viaddmin_s32_relu(int a, int b, int c) { return __fc_dpx_max(__viaddmin_s32(a, b, c), 0); }

__device__ __forceinline__ int __fc_dpx_addmax_s16(int a, int b, int c) { return __fc_dpx_max(__fc_dpx_wrap_s(a + b), c); }
__device__ __forceinline__ int __fc_dpx_addmin_s16(int a, int b, int c) { return __fc_dpx_min(__fc_dpx_wrap_s(a + b), c); }
__device__ __forceinline__ unsigned int __fc_dpx_addmax_u16(unsigned int a, unsigned int b, unsigned int c) { return __fc_dpx_umax(__fc_dpx_wrap_u(a + b), c); }
__device__ __forceinline__ unsigned int __fc_dpx_addmin_u16(unsigned int a, unsigned int b, unsigned int c) { return __fc_dpx_umin(__fc_dpx_wrap_u(a + b), c); }
__device__ __forceinline__ int __fc_dpx_addmax_s16_relu(int a, int b, int c) { return __fc_dpx_max(__fc_dpx_addmax_s16(a, b, c), 0); }
__device__ __forceinline__ int __fc_dpx_addmin_s16_relu(int a, int b, int c) { return __fc_dpx_max(__fc_dpx_addmin_s16(a, b, c), 0); }

__FC_DPX_16X2_3(__viaddmax_s16x2, __fc_dpx_addmax_s16, s)
__FC_DPX_16X2_3(__viaddmin_s16x2, __fc_dpx_addmin_s16, s)
__FC_DPX_16X2_3(__viaddmax_u16x2, __fc_dpx_addmax_u16, u)
__FC_DPX_16X2_3(__viaddmin_u16x2, __fc_dpx_addmin_u16, u)
__FC_DPX_16X2_3(__viaddmax_s16x2_relu, __fc_dpx_addmax_s16_relu, s)
__FC_DPX_16X2_3(__viaddmin_s16x2_relu, __fc_dpx_addmin_s16_relu, s)

/* ---- minimum and maximum reporting whether the first operand was chosen ---- */
__device__ __forceinline__ int __vibmax_s32(int a, int b, bool *pred) { *pred = a >= b; return __fc_dpx_max(a, b); }
__device__ __forceinline__ int __vibmin_s32(int a, int b, bool *pred) { *pred = a <= b; return __fc_dpx_min(a, b); }
__device__ __forceinline__ unsigned int __vibmax_u32(unsigned int a, unsigned int b, bool *pred) { *pred = a >= b; return __fc_dpx_umax(a, b); }
__device__ __forceinline__ unsigned int __vibmin_u32(unsigned int a, unsigned int b, bool *pred) { *pred = a <= b; return __fc_dpx_umin(a, b); }
__device__ __forceinline__ unsigned int __vibmax_s16x2(unsigned int a, unsigned int b, bool *pred_hi, bool *pred_lo)
{
    return __fc_dpx_pack(__vibmax_s32(__fc_dpx_s_hi(a), __fc_dpx_s_hi(b), pred_hi),
                         __vibmax_s32(__fc_dpx_s_lo(a), __fc_dpx_s_lo(b), pred_lo));
}
__device__ __forceinline__ unsigned int __vibmin_s16x2(unsigned int a, unsigned int b, bool *pred_hi, bool *pred_lo)
{
    return __fc_dpx_pack(__vibmin_s32(__fc_dpx_s_hi(a), __fc_dpx_s_hi(b), pred_hi),
                         __vibmin_s32(__fc_dpx_s_lo(a), __fc_dpx_s_lo(b), pred_lo));
}
__device__ __forceinline__ unsigned int __vibmax_u16x2(unsigned int a, unsigned int b, bool *pred_hi, bool *pred_lo)
{
    return __fc_dpx_pack((int)__vibmax_u32(__fc_dpx_u_hi(a), __fc_dpx_u_hi(b), pred_hi),
                         (int)__vibmax_u32(__fc_dpx_u_lo(a), __fc_dpx_u_lo(b), pred_lo));
}
__device__ __forceinline__ unsigned int __vibmin_u16x2(unsigned int a, unsigned int b, bool *pred_hi, bool *pred_lo)
{
    return __fc_dpx_pack((int)__vibmin_u32(__fc_dpx_u_hi(a), __fc_dpx_u_hi(b), pred_hi),
                         (int)__vibmin_u32(__fc_dpx_u_lo(a), __fc_dpx_u_lo(b), pred_lo));
}

#undef __FC_DPX_16X2_2
#undef __FC_DPX_16X2_3

#endif /* __CUDA_ARCH__ && __cplusplus */

#endif /* __FERROCUDA_CRT_DPX_FUNCTIONS_H__ */
