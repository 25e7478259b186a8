/* Historical name of the CUDA math API header. */
#include "crt/math_functions.h"
