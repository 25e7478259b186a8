// corpus: module variables declared auto (constexpr, static const, __device__, __constant__),
// their types taken from their initializers; a class's static constant as an array bound in
// the class
#include <cstdio>
constexpr auto N = 4;
constexpr auto SCALE = 1.5f;
static const auto BIG = 1ull << 40;
__device__ const auto table_size = N * 2;
__constant__ auto factor = 3.0;
__device__ auto counter = 7;
struct Lanes { static constexpr int width = N / 2; float lane[width * 3]; };
__global__ void k(double *o) {
    o[0] = N * SCALE;
    o[1] = table_size + factor;
    o[2] = (double)(BIG >> 38) + sizeof(BIG) + sizeof(SCALE);
    counter += 1;
    o[3] = counter + sizeof(Lanes) / 100.0;
}
int main() { double *d; cudaMalloc(&d, 4 * sizeof(double)); k<<<1, 1>>>(d); double h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%.2f %.2f %.2f %.2f\n", h[0], h[1], h[2], h[3]); }
