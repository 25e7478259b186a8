// __attribute__((aligned(N))) written after a member's declarator aligns that member alone, as the host compiler lays it out.
#include <cstdio>
#include <cstddef>
struct S { char c; int x __attribute__((aligned(16))); float y; };
struct T { char c; double d __attribute__((aligned(32))), e; };
struct __attribute__((aligned(64))) U { int a; };
__global__ void k(int* o) { o[0] = sizeof(S); o[1] = offsetof(S, x); o[2] = alignof(S); o[3] = sizeof(T); o[4] = offsetof(T, e); o[5] = sizeof(U); }
int main()
{
    int* o; cudaMallocManaged(&o, 6 * sizeof(int));
    k<<<1, 1>>>(o); cudaDeviceSynchronize();
    printf("device %d %d %d %d %d %d\n", o[0], o[1], o[2], o[3], o[4], o[5]);
    printf("host   %d %d %d %d %d %d\n", (int)sizeof(S), (int)offsetof(S, x), (int)alignof(S), (int)sizeof(T), (int)offsetof(T, e), (int)sizeof(U));
}
