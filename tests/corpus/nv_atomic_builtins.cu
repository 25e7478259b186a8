// CUDA 12.8's atomic built-ins with a memory order and a thread scope: fetch-and-op, plain
// op, compare-exchange (success and failure), generic load, exchange, store and fences.
#include <cstdio>
__global__ void k(int* c, unsigned long long* u, float* f, int* out) {
  __nv_atomic_fetch_add(c, 2, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_add(f, 0.5f, __NV_ATOMIC_SEQ_CST);
  __nv_atomic_fetch_max(u, (unsigned long long)threadIdx.x, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_BLOCK);
  __syncthreads();
  if (threadIdx.x == 0) {
    int expected = 64, seen = 0;
    bool ok = __nv_atomic_compare_exchange_n(c, &expected, 7, false, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELAXED);
    int exp2 = 100;
    bool bad = __nv_atomic_compare_exchange_n(c, &exp2, 9, false, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELAXED);
    __nv_atomic_load(c, &seen, __NV_ATOMIC_ACQUIRE);
    int old = __nv_atomic_exchange_n(c, 11, __NV_ATOMIC_ACQ_REL);
    __nv_atomic_store_n(&out[0], ok * 10 + bad, __NV_ATOMIC_RELEASE);
    out[1] = exp2; out[2] = seen; out[3] = old; out[4] = __nv_atomic_load_n(c, __NV_ATOMIC_RELAXED);
    __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  }
}
int main() {
  int *c, *out; unsigned long long* u; float* f;
  cudaMallocManaged(&c, 4); cudaMallocManaged(&u, 8); cudaMallocManaged(&f, 4); cudaMallocManaged(&out, 20);
  *c = 0; *u = 0; *f = 0;
  k<<<1, 32>>>(c, u, f, out); cudaDeviceSynchronize();
  printf("%d %d %d %d %d max %llu sum %g\n", out[0], out[1], out[2], out[3], out[4], *u, *f);
  return 0;
}
