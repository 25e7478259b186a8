// An array of unknown bound of a class that takes no initializer (it has no members, or its
// members could not be read) given items: each element takes none, so the bound must not grow
// without end (it ran out of memory); the items, or the unread member, are reported.
struct Empty {};
struct Broken { undeclared_type x, y; };
__device__ Empty empties[] = {1, 2, 3};
__device__ Broken broken[] = {1, 2, 3};
__global__ void k(int* o) { Empty local[] = {4, 5}; o[0] = sizeof(local); }
