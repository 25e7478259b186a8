// The host library's overloads of the math functions for integers are constexpr host
// functions: device code calls them only with --expt-relaxed-constexpr. pow of integers and
// pow(float, int) are device functions.
#include <cmath>
__global__ void k(double *o, int n, float f)
{
    o[0] = std::sqrt(n);
    o[1] = floor(n);
    o[2] = std::atan2(n, 1);
    o[3] = std::pow(n, 2) + pow(n, 2) + pow(f, n);
    o[4] = sqrt(f) + std::sqrt(2.0);
}
