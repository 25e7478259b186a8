// A named bit-field of width zero, and a width that is not an integer.
struct Named {
    int z : 0;
};
struct Fractional {
    int w : 1.5;
};
__global__ void k(int* o)
{
    Named n;
    Fractional f;
    *o = sizeof n + sizeof f;
}
