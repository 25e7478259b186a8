/*
 * threadIdx, blockIdx, blockDim, gridDim and warpSize are built into ferrocuda's device
 * compiler and are not declared in either pass; this header only provides their types.
 */
#ifndef __DEVICE_LAUNCH_PARAMETERS_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__

#include "vector_types.h"

#endif /* __DEVICE_LAUNCH_PARAMETERS_H__ */
