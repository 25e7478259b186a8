/* Every type the runtime API and device code share, in one include (as CUDA's header does). */
#include "device_types.h"
#include "driver_types.h"
#include "surface_types.h"
#include "texture_types.h"
#include "vector_types.h"
