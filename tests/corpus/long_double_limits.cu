// std::numeric_limits<long double> in device code: the host format's limits, its values computed as double
// (those past double's range read as infinity and zero).
#include <cstdio>
#include <limits>
__global__ void k() {
  typedef std::numeric_limits<long double> L;
  printf("spec %d digits %d digits10 %d max10 %d maxexp %d minexp %d radix %d iec %d inf %d nan %d\n",
         (int)L::is_specialized, L::digits, L::digits10, L::max_digits10, L::max_exponent, L::min_exponent, L::radix,
         (int)L::is_iec559, (int)L::has_infinity, (int)L::has_quiet_NaN);
  printf("max %g min %g lowest %g eps %g inf %g denorm %g round %g\n", (double)L::max(), (double)L::min(),
         (double)L::lowest(), (double)L::epsilon(), (double)L::infinity(), (double)L::denorm_min(), (double)L::round_error());
}
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); return 0; }
