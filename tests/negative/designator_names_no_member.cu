// Designators that name no member: of a local, of constant data, and of an array.
struct P {
    int x, y;
};
__constant__ P g = {.z = 1};

__global__ void k(int *o)
{
    P p = {.y = 2, .w = 3};
    int a[2] = {.x = 1};
    o[0] = p.x + a[0] + g.x;
}
