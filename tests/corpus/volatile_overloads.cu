// Overloads told apart by `volatile` on what a pointer or reference reaches: `f(int*)` and
// `f(volatile int*)` are two functions, an argument that reaches `volatile` data takes the
// `volatile` one (and cannot take a parameter without it), a plain argument prefers the plain
// one; a template parameter deduced from a pointer to `volatile` keeps the qualifier.
#include <cstdio>

__device__ int which(int* p) { return 1; }
__device__ int which(volatile int* p) { return 2; }
__device__ int which_ref(const int& x) { return 3; }
__device__ int which_ref(const volatile int& x) { return 4; }
__device__ int reads_volatile(const volatile int* p) { return *p; }

template <class T>
__device__ int is_volatile_target(T* p) {
  return 0;
}
template <class T>
__device__ int is_volatile_target(volatile T* p) {
  return 1;
}

// The warp-synchronous reduction of older programs: a `volatile` shared array handed to a
// helper that has a plain overload too.
__device__ void add_from(int* s, int tid, int d) { s[tid] += s[tid + d]; }
__device__ void add_from(volatile int* s, int tid, int d) { s[tid] += s[tid + d]; }

__global__ void kernel(int* out) {
  __shared__ int sums[64];
  int tid = threadIdx.x;
  sums[tid] = tid;
  sums[tid + 32] = 100;
  __syncthreads();
  volatile int* vs = sums;
  if (tid < 32) {
    for (int d = 32; d > 0; d /= 2) {
      add_from(vs, tid, d);
      __syncwarp();
    }
  }
  __syncthreads();
  if (tid == 0) {
    int plain = 5;
    volatile int flag = 6;
    out[0] = which(sums);
    out[1] = which(vs);
    out[2] = which(&plain);
    out[3] = which((volatile int*)&plain);
    out[4] = which_ref(plain);
    out[5] = which_ref(flag);
    out[6] = which_ref(vs[1]);
    out[7] = reads_volatile(&plain) + reads_volatile(vs + 40);
    out[8] = is_volatile_target(sums) * 10 + is_volatile_target(vs);
    out[9] = sums[0];
  }
}

int main() {
  int* d;
  cudaMalloc(&d, 10 * sizeof(int));
  kernel<<<1, 32>>>(d);
  int h[10];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("which: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
  printf("which_ref: %d %d %d\n", h[4], h[5], h[6]);
  printf("reads_volatile: %d\n", h[7]);
  printf("deduced volatile: %d\n", h[8]);
  printf("warp sum: %d\n", h[9]);
  return 0;
}
