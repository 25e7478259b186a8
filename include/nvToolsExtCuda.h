/* The NVTX header's older place (NVTX 2): the same API. */
#include "nvtx3/nvToolsExtCuda.h"
