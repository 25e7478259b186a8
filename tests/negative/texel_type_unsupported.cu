#include <cuda_runtime.h>
__global__ void k(cudaTextureObject_t t, cudaSurfaceObject_t s, double* o) {
    o[0] = tex1Dfetch<double>(t, 0);
    surf2Dwrite(1.0, s, 0, 0);
}

