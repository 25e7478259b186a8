// Which product of a sum of two products fuses into a multiply-add when one has a negated
// factor (a negation or a negative constant): nvcc computes the sum as a difference from the
// other product, which then fuses; counts over random operands of the results equal to each
// way of fusing.
#include <cstdio>
#include <cmath>
#include <cstdlib>
#define N 4096
__global__ void k(const float* d, const float* e, const float* a, const float* b, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  out[0*N+i] = (-0.3918f) * d[i] + (-0.8130f) * e[i];
  out[1*N+i] = 0.3918f * d[i] + 0.8130f * e[i];
  out[2*N+i] = a[i] * d[i] + b[i] * e[i];
  out[3*N+i] = (-0.3918f) * d[i] - 0.8130f * e[i];
  out[4*N+i] = 1.164f * a[i] + 1.596f * e[i];
  out[5*N+i] = -a[i] * d[i] + b[i] * e[i];
}
int main() {
  float *d, *e, *a, *b, *o; int n = N;
  cudaMallocManaged(&d, n*4); cudaMallocManaged(&e, n*4); cudaMallocManaged(&a, n*4); cudaMallocManaged(&b, n*4); cudaMallocManaged(&o, 6*n*4);
  srand(3); for (int i = 0; i < n; i++) { d[i] = rand()/(float)RAND_MAX - 0.5f; e[i] = rand()/(float)RAND_MAX - 0.5f; a[i] = rand()/(float)RAND_MAX; b[i] = rand()/(float)RAND_MAX; }
  k<<<n/256, 256>>>(d, e, a, b, o); cudaDeviceSynchronize();
  const char* names[6] = {"(-k1)*d + (-k2)*e", "k1*d + k2*e", "a*d + b*e", "(-k1)*d - k2*e", "k1*a + k2*e", "-a*d + b*e"};
  for (int f = 0; f < 6; f++) {
    int first = 0, second = 0, none = 0;
    for (int i = 0; i < n; i++) {
      float x1, y1, x2, y2;
      switch (f) {
        case 0: x1=-0.3918f; y1=d[i]; x2=-0.8130f; y2=e[i]; break;
        case 1: x1=0.3918f; y1=d[i]; x2=0.8130f; y2=e[i]; break;
        case 2: x1=a[i]; y1=d[i]; x2=b[i]; y2=e[i]; break;
        case 3: x1=-0.3918f; y1=d[i]; x2=-0.8130f; y2=e[i]; break;
        case 4: x1=1.164f; y1=a[i]; x2=1.596f; y2=e[i]; break;
        default: x1=-a[i]; y1=d[i]; x2=b[i]; y2=e[i]; break;
      }
      float r = o[f*n+i];
      float p1 = x1*y1, p2 = x2*y2;
      if (r == fmaf(x1, y1, p2)) first++;
      if (r == fmaf(x2, y2, p1)) second++;
      if (r == p1 + p2) none++;
    }
    printf("%-20s fuse-first %d fuse-second %d unfused %d of %d\n", names[f], first, second, none, n);
  }
}
