// corpus: the elements of a packed class's array members are read and written wherever
// they lie (byte offsets that are no multiple of their size), in global memory and in locals
#include <cstdio>
struct __attribute__((packed)) P { char tag; float v[3]; long long z[2]; };
#pragma pack(push, 1)
struct Q { char c; double d[2]; };
#pragma pack(pop)
__global__ void k(P* p, float* o) { o[0] = p->v[0] + p->v[1] + p->v[2]; p->v[2] = 7.0f; p->z[1] += 5;
  P local = *p; local.v[1] = 9.5f; o[1] = local.v[1] + local.v[0];
  Q q; q.d[1] = 2.25; q.d[0] = 1.5; o[2] = (float)(q.d[0] + q.d[1]);
  unsigned char* c = (unsigned char*)&local; o[3] = c[5]; }
int main() { P* p; float* o; cudaMallocManaged(&p, sizeof(P)); cudaMallocManaged(&o, 16);
  p->tag = 1; p->v[0] = 1; p->v[1] = 2; p->v[2] = 3; p->z[0] = 1; p->z[1] = 2; k<<<1,1>>>(p, o);
  cudaError_t e = cudaDeviceSynchronize(); printf("%s %g %g %lld %g %g %g\n", cudaGetErrorString(e), o[0], p->v[2], p->z[1], o[1], o[2], o[3]); }
