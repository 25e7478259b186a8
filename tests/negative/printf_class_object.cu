// A class object given to device printf: no conversion prints one.
#include <cstdio>
struct Pair { int a, b; };
__global__ void show()
{
    Pair p{1, 2};
    printf("%d\n", p);
}
