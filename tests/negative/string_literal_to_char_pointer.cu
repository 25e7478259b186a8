// C's conversion of a string literal to `char *`, which C++ deprecated: nvcc warns and takes
// it (in an initializer, an assignment and a return alike).
#include <cstdio>
__device__ char* name() { return "name"; }
__global__ void k()
{
    char* s = "abc";
    s = "def";
    printf("%s %s\n", s, name());
}
