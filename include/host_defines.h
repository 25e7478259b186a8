/* CUDA programs include this name directly; the definitions live in crt/. */
#include "crt/host_defines.h"
