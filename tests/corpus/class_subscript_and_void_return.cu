// A class without operator[] subscripted through its conversion to a pointer (a shared-memory
// helper converting to T*, with a const twin), and kernels returning a void expression
// (`return helper<N>(p);` in a switch, `return (void)f();`).
#include <cstdio>

template <class T> struct SharedMemory {
  __device__ operator T*() {
    extern __shared__ int raw[];
    return (T*)(void*)raw;
  }
  __device__ operator const T*() const {
    extern __shared__ int raw[];
    return (const T*)(void*)raw;
  }
};

template <class T> struct Plain {
  __device__ operator T*() {
    extern __shared__ int raw[];
    return (T*)(void*)raw;
  }
};

__global__ void sumShared(int* out) {
  SharedMemory<int> sh;
  Plain<int> same;
  sh[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) {
    int s = 0;
    for (int i = 0; i < 32; i++) s += same[i];
    *out = s;
  }
}

template <int N> __device__ void store(int* p) { *p = N; }
__device__ int bump(int* p) { return ++*p; }

__global__ void dispatch(int* p, int n) {
  switch (n) {
    case 1: return store<10>(p);
    case 3: return store<30>(p);
  }
  return (void)bump(p);
}

int main() {
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  sumShared<<<1, 32, 32 * sizeof(int)>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  printf("sum %d\n", h);
  for (int n = 0; n < 4; ++n) {
    dispatch<<<1, 1>>>(d, n);
    cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
    printf("dispatch(%d): %d\n", n, h);
  }
  return 0;
}
