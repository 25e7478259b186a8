/* Surface descriptors: the object API and the legacy reference type. */
#ifndef __SURFACE_TYPES_H__
#define __SURFACE_TYPES_H__

#include "driver_types.h"

#define cudaSurfaceType1D 0x01
#define cudaSurfaceType2D 0x02
#define cudaSurfaceType3D 0x03
#define cudaSurfaceTypeCubemap 0x0C
#define cudaSurfaceType1DLayered 0xF1
#define cudaSurfaceType2DLayered 0xF2
#define cudaSurfaceTypeCubemapLayered 0xFC

enum __device_builtin__ cudaSurfaceBoundaryMode {
    cudaBoundaryModeZero = 0,
    cudaBoundaryModeClamp = 1,
    cudaBoundaryModeTrap = 2
};

enum __device_builtin__ cudaSurfaceFormatMode {
    cudaFormatModeForced = 0,
    cudaFormatModeAuto = 1
};

struct __device_builtin__ surfaceReference {
    struct cudaChannelFormatDesc channelDesc;
};

typedef __device_builtin__ unsigned long long cudaSurfaceObject_t;

#endif /* __SURFACE_TYPES_H__ */
