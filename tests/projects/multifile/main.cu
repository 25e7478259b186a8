// Entry point: fills data, scales it on the device, summarizes it with the C and C++ units.
#include <cstdio>
#include "common.h"

int main() {
    const int n = 1000;
    float values[n];
    for (int i = 0; i < n; i++) values[i] = (float)(i % 10);
    scale_on_device(values, n, 1.5f);
    printf("checksum %d mean %.2f\n", checksum(values, n), mean_of(values, n));
    return 0;
}
