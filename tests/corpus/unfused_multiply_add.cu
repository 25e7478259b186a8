// corpus: the multiply-adds of fused_multiply_add built with -fmad=false: every product is
// rounded on its own, so none fuses
#include "fused_multiply_add.cu"
