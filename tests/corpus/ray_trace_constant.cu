// CUDA by Example's ray tracer: spheres in __constant__ memory, a struct with a __device__
// method, a 2D grid of 16x16 blocks; a checksum of the image.
#include <cstdio>
#include <cstdlib>
#define INF 2e10f
#define rnd(x) (x * rand() / RAND_MAX)
#define SPHERES 20
#define DIM 256
struct Sphere {
  float r, b, g, radius, x, y, z;
  __device__ float hit(float ox, float oy, float *n) {
    float dx = ox - x, dy = oy - y;
    if (dx * dx + dy * dy < radius * radius) {
      float dz = sqrtf(radius * radius - dx * dx - dy * dy);
      *n = dz / sqrtf(radius * radius);
      return dz + z;
    }
    return -INF;
  }
};
__constant__ Sphere s[SPHERES];
__global__ void kernel(unsigned char *ptr) {
  int x = threadIdx.x + blockIdx.x * blockDim.x;
  int y = threadIdx.y + blockIdx.y * blockDim.y;
  int offset = x + y * blockDim.x * gridDim.x;
  float ox = (x - DIM / 2), oy = (y - DIM / 2);
  float r = 0, g = 0, b = 0, maxz = -INF;
  for (int i = 0; i < SPHERES; i++) {
    float n, t = s[i].hit(ox, oy, &n);
    if (t > maxz) { float fscale = n; r = s[i].r * fscale; g = s[i].g * fscale; b = s[i].b * fscale; maxz = t; }
  }
  ptr[offset * 4 + 0] = (int)(r * 255);
  ptr[offset * 4 + 1] = (int)(g * 255);
  ptr[offset * 4 + 2] = (int)(b * 255);
  ptr[offset * 4 + 3] = 255;
}
int main() {
  unsigned char *dev;
  cudaMalloc(&dev, DIM * DIM * 4);
  Sphere *temp = (Sphere *)malloc(sizeof(Sphere) * SPHERES);
  srand(7);
  for (int i = 0; i < SPHERES; i++) {
    temp[i].r = rnd(1.0f); temp[i].g = rnd(1.0f); temp[i].b = rnd(1.0f);
    temp[i].x = rnd(1000.0f) - 500; temp[i].y = rnd(1000.0f) - 500; temp[i].z = rnd(1000.0f) - 500;
    temp[i].radius = rnd(100.0f) + 20;
  }
  cudaMemcpyToSymbol(s, temp, sizeof(Sphere) * SPHERES);
  dim3 grids(DIM / 16, DIM / 16), threads(16, 16);
  kernel<<<grids, threads>>>(dev);
  unsigned char *h = (unsigned char *)malloc(DIM * DIM * 4);
  cudaMemcpy(h, dev, DIM * DIM * 4, cudaMemcpyDeviceToHost);
  unsigned long long sum = 0; for (int i = 0; i < DIM * DIM * 4; i++) sum = sum * 31 + h[i];
  printf("ray checksum %llu\n", sum);
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
}
