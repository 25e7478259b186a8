// Universal character names (\u and \U escapes) in string and character literals of device
// code: the characters, in UTF-8 as other non-ASCII characters are.
#include <cstdio>
__global__ void k() { printf("caf\u00e9 \U0001F600 %d\n", (int)sizeof("\u00e9")); }
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); printf("host caf\u00e9\n"); }
