#include "include_cycle_a.h"

__global__ void k(int *out)
{
    out[0] = 1;
}
