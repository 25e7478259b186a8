// `->` needs a pointer, not an object.
struct P { int x; };
__global__ void k(int *out)
{
    P p = {1};
    out[0] = p->x;
}
