/* The rounding modes of the legacy conversion functions (`float2int(x, cudaRoundZero)`), with
   CUDA's values. */
#ifndef __FERROCUDA_DEVICE_TYPES_H__
#define __FERROCUDA_DEVICE_TYPES_H__

enum cudaRoundMode {
    cudaRoundNearest,
    cudaRoundZero,
    cudaRoundPosInf,
    cudaRoundMinInf
};

#endif /* __FERROCUDA_DEVICE_TYPES_H__ */
