// Device variables declared with the class that is their type (an unnamed struct), copied to
// with cudaMemcpyToSymbol.
#include <cstdio>
__constant__ struct { int w, h; } c_params;
struct P { int w, h; };
__constant__ P c_named;
__global__ void k(int *o) { o[0] = c_params.w + c_params.h; o[1] = c_named.w * c_named.h; }
int main() {
    struct { int w, h; } p = {3, 4};
    P q = {5, 6};
    printf("anon: %s\n", cudaGetErrorString(cudaMemcpyToSymbol(c_params, &p, sizeof(p))));
    printf("named: %s\n", cudaGetErrorString(cudaMemcpyToSymbol(c_named, &q, sizeof(q))));
    int *d, h[2];
    cudaMalloc(&d, 8);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[1]);
}
