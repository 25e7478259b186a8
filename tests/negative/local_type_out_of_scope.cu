// A class declared in a block is a type until the block ends, and only there.
__global__ void k(int *out)
{
    {
        struct Cell { int v; };
        Cell c = {out[0]};
        out[1] = c.v;
    }
    Cell later = {2};
    out[2] = later.v;
}
