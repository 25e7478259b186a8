#include <cstdio>
#include <cuda_runtime.h>
#include "kernels.h"

int main()
{
    float v[300];
    for (int i = 0; i < 300; i++)
        v[i] = i * 0.25f;
    scale_on_device(v, 300);
    shift_on_device(v, 300, -1.0f);
    printf("%g %g %g %g\n", v[0], v[1], v[150], v[299]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
