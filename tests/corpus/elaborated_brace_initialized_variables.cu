// corpus: __device__ and __managed__ variables of an elaborated class type initialized with braces and no '=' (struct Pair q{3, 4};)
#include <cstdio>
struct Pair { int x, y; };
__device__ struct Pair q{3, 4};
__managed__ struct Pair m{5, 6};
__global__ void k() { q.x += m.y; m.x += q.y; }
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); Pair h; cudaMemcpyFromSymbol(&h, q, sizeof h); printf("%d %d %d %d\n", h.x, h.y, m.x, m.y); }
