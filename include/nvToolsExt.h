/* The NVTX header's older place (NVTX 2, linked with -lnvToolsExt): the same API. */
#include "nvtx3/nvToolsExt.h"
