// cudaMemcpyArrayToArray of a byte count that runs past the end of a row: the copy goes on at
// the start of the next rows of both arrays, as CUDA's does.
#include <cstdio>
int main() {
    float h[64], z[64], g[64];
    for (int i = 0; i < 64; i++) { h[i] = i * 0.5f; z[i] = -1.0f; }
    cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
    cudaArray_t a, b;
    cudaMallocArray(&a, &cd, 8, 8); cudaMallocArray(&b, &cd, 8, 8);
    cudaMemcpyToArray(a, 0, 0, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpyToArray(b, 0, 0, z, sizeof(z), cudaMemcpyHostToDevice);
    // 16 floats from a(row 4, col 2) into b(row 3, col 0): spans two rows of b and three rows of a
    cudaError_t e = cudaMemcpyArrayToArray(b, 0, 3, a, 8, 4, 16 * sizeof(float), cudaMemcpyDeviceToDevice);
    printf("%s\n", cudaGetErrorName(e));
    cudaMemcpyFromArray(g, b, 0, 0, sizeof(g), cudaMemcpyDeviceToHost);
    printf("%.1f %.1f %.1f %.1f %.1f\n", g[23], g[24], g[27], g[39], g[40]);
}
