// A label defined twice in a function, and a second `default` in one switch.
#include <cstdio>
__global__ void k(int v)
{
L:;
L:;
    printf("x\n");
}
__global__ void m(int v)
{
    switch (v) {
    default:
        break;
    case 1:
        break;
    default:
        printf("second\n");
    }
}
