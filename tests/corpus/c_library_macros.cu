// corpus: the C library's macros device code reads as the host's: <inttypes.h>'s format
// specifiers of every width (least, fast, max, pointer), <math.h>'s FP_ILOGB0, FP_ILOGBNAN and
// math_errhandling, <float.h>'s FLT_ROUNDS and the subnormal flags
#include <cfloat>
#include <cinttypes>
#include <cmath>
#include <cstdio>

__host__ __device__ void macros(const char* side) {
    printf("%s: [%" PRIdLEAST32 "] [%" PRIuFAST64 "] [%" PRIxFAST8 "] [%" PRIoLEAST16 "] [%" PRIXFAST32
           "] [%" PRIiMAX "] [%" PRIxPTR "]\n",
           side, (int_least32_t)-7, (uint_fast64_t)1 << 40, (uint_fast8_t)255, (uint_least16_t)8,
           (uint_fast32_t)0xabc, (intmax_t)-1, (uintptr_t)0x1000);
    printf("%s: %s %s %s %s | %d %d %d | %d %d %d %d\n", side, SCNdFAST16, SCNuLEAST8, SCNxMAX,
           PRIdFAST16, ilogb(0.0) == FP_ILOGB0, ilogb(NAN) == FP_ILOGBNAN, math_errhandling,
           FLT_ROUNDS, FLT_HAS_SUBNORM, DBL_HAS_SUBNORM, LDBL_HAS_SUBNORM);
}

__global__ void kernel() { macros("device"); }

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    macros("host");
    return 0;
}
