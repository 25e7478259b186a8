// An error inside a toolkit template instance (a texture fetch of double texels) is noted at
// the program's use that made the instance.
#include <cstdio>
__global__ void k(cudaTextureObject_t t, double* out) {
    out[0] = tex1DGrad<double>(t, 0.5f, 0.1f, 0.1f);
}
int main() {}
