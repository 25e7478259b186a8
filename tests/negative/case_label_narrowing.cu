// A case label is converted to the switch's promoted type, and may not narrow.
__global__ void k(int* o, int v, unsigned u)
{
    switch (v) {
    case 0x100000000LL:
        o[0] = 1;
        break;
    case 0:
        o[0] = 2;
        break;
    }
    switch (u) {
    case 4294967295u:
        o[1] = 1;
        break;
    }
}
