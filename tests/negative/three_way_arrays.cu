// Arrays are not compared by '<=>'.
#include <compare>
__global__ void k(int *out)
{
    int a[2] = {1, 2}, b[2] = {1, 3};
    out[0] = (a <=> b) < 0;
}
