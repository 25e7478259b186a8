#include <thrust/device_vector.h>

__global__ void k(int *out)
{
    out[0] = 1;
}
