#include "checksum.h"

unsigned checksum(const int *values, int n)
{
    unsigned sum = 0;
    for (int i = 0; i < n; i++)
        sum = sum * 31u + (unsigned)values[i];
    return sum;
}
