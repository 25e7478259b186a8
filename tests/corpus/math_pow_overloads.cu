// corpus: the overloads of pow in device code as CUDA 13 has them: float for two floats, double for any other pair (an int exponent included), one overload set in std and the global namespace, so that using namespace std makes no call ambiguous
#include <cstdio>
#include <cmath>
#define S(e) printf("%-18s %d %g\n", #e, (int)sizeof(e), (double)(e))
__global__ void k() {
  float f = 2.0f; double d = 3.0; int i = 2;
  S(::pow(f, f)); S(::pow(f, i)); S(::pow(d, i)); S(::pow(i, i)); S(::pow(f, d)); S(::pow(d, d));
  S(std::pow(f, f)); S(std::pow(f, i)); S(std::pow(d, i)); S(std::pow(i, i)); S(std::pow(f, d)); S(std::pow(d, d));
  S(pow(f, f)); S(pow(f, i)); S(pow(i, i));
}
namespace u { using namespace std;
__global__ void k2() {
  float f = 2.0f; double d = 3.0; int i = 2;
  S(pow(f, f)); S(pow(f, i)); S(pow(d, i)); S(pow(i, i)); S(pow(f, d)); S(pow(d, d)); S(sqrt(f)); S(abs(-3));
}
}
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); printf("--\n"); u::k2<<<1,1>>>(); cudaDeviceSynchronize(); }
