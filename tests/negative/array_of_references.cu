// An array's elements cannot be references.
__global__ void k(int* o)
{
    int a = 1;
    int& rs[1] = {a};
    o[0] = rs[0];
}
