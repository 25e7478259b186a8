// A host function with C's linkage is shown by its name alone, one with C++'s with its
// parameter types.
extern "C" int cfun(int);
int cppfun(int);
__global__ void k(int *p) { p[0] = cfun(1) + cppfun(2); }
