// corpus: device code may name host variables and host variable templates where nothing evaluates them: sizeof and decltype
#include <cstdio>

template <class T>
T scale = T(2);
double ratio = 0.5;

__global__ void sizes(int* out) {
    decltype(ratio) half = 0.25;
    decltype(scale<short>) small = 3;
    out[0] = int(sizeof(ratio)) + int(sizeof(scale<long>)) * 10;
    out[1] = int(half * 4) + small * 10 + int(sizeof(small)) * 100;
}

int main() {
    int* d;
    cudaMalloc(&d, 2 * sizeof(int));
    sizes<<<1, 1>>>(d);
    int h[2];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("sizes=%d values=%d host=%g,%d\n", h[0], h[1], ratio, scale<int>);
    cudaFree(d);
    return 0;
}
