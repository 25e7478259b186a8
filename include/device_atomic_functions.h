/* Per-architecture header of CUDA; ferrocuda declares all of these in crt/device_functions.h. */
#include "crt/device_functions.h"
