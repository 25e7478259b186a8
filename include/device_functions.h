/* CUDA programs include this name for the device intrinsics; everything lives in crt/. */
#ifndef __DEVICE_FUNCTIONS_H__
#define __DEVICE_FUNCTIONS_H__

#include "crt/device_functions.h"
#include "crt/math_functions.h"

#endif /* __DEVICE_FUNCTIONS_H__ */
