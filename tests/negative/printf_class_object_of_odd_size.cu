// A class object given to device printf goes into the argument buffer as words of 4 or 8
// bytes; one of 3 bytes is not made of such words.
#include <cstdio>
struct Rgb { char r, g, b; };
__global__ void show()
{
    Rgb c{1, 2, 3};
    printf("%d\n", c);
}
