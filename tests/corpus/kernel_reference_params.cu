// corpus: kernel parameters of reference type: the kernel receives the address of the object
// the launch names (here in managed memory), for plain, const, class and template parameters.
#include <cstdio>

struct Stats {
  int count;
  float sum;
};

__global__ void bump(int& v) { atomicAdd(&v, 1); }

__global__ void accumulate(Stats& s, const float& scale, const int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&s.count, 1);
    atomicAdd(&s.sum, data[i] * scale);
  }
}

template <class T>
__global__ void swap_ends(T& first, T& last) {
  T t = first;
  first = last;
  last = t;
}

int main() {
  int* counter;
  Stats* stats;
  float* scale;
  int* data;
  double* pair;
  cudaMallocManaged(&counter, sizeof(int));
  cudaMallocManaged(&stats, sizeof(Stats));
  cudaMallocManaged(&scale, sizeof(float));
  cudaMallocManaged(&data, 100 * sizeof(int));
  cudaMallocManaged(&pair, 8 * sizeof(double));
  *counter = 41;
  *stats = Stats{0, 0.0f};
  *scale = 0.5f;
  for (int i = 0; i < 100; ++i) data[i] = i;
  for (int i = 0; i < 8; ++i) pair[i] = i * 1.5;

  bump<<<2, 32>>>(*counter);
  accumulate<<<4, 32>>>(*stats, *scale, data, 100);
  swap_ends<<<1, 1>>>(pair[0], pair[7]);
  swap_ends<double><<<1, 1>>>(pair[1], pair[6]);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(e));
  printf("counter %d\n", *counter);
  printf("count %d sum %.1f\n", stats->count, stats->sum);
  for (int i = 0; i < 8; ++i) printf("%.1f ", pair[i]);
  printf("\n");
  return 0;
}
