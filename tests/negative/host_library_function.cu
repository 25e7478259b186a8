// A host function of the C library called from device code.
#include <cstring>
__global__ void k(const char* s, int* n) { *n = (int)strlen(s); }
