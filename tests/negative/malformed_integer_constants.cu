// Integer constants that are not numbers: a hex prefix without digits, an 8 in an octal
// constant.
__global__ void k(int *o)
{
    o[0] = 0x;
    o[1] = 0128;
}
