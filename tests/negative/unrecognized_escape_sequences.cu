// An escape sequence C++ does not define is the character itself, with a warning.
#include <cstdio>
__global__ void k(int* out) {
    printf("50\% done\n");
    out[0] = '\q';
}
