// corpus: libcu++ atomics beyond the basics (atomic_flag, fences, named types, free functions, pointer arithmetic, wait), cooperative groups' reduce_update_async/reduce_store_async, cache-hint PTX, CUDA 13 aligned vector makers
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cstdio>

namespace cg = cooperative_groups;

__device__ cuda::std::atomic_int counter;
__device__ cuda::std::atomic_flag flag;
__device__ int table[8];

__global__ void k(int* out) {
  __shared__ int sum;
  __shared__ int biggest;
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  if (block.thread_rank() == 0) sum = 0;
  block.sync();
  cuda::atomic_ref<int, cuda::thread_scope_block> total(sum);
  cg::reduce_update_async(warp, total, (int)block.thread_rank(), cg::plus<int>());
  if (warp.meta_group_rank() == 1)
    cg::reduce_store_async(warp, &biggest, (int)block.thread_rank(), cg::greater<int>());
  cuda::std::atomic_fetch_add(&counter, 1);
  block.sync();
  if (block.thread_rank() != 0) return;
  // Cache hints change nothing a program sees.
  asm volatile("prefetch.global.L2 [%0];" ::"l"(table));
  unsigned long long policy;
  asm volatile("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;" : "=l"(policy));
  cuda::std::atomic_thread_fence(cuda::std::memory_order_seq_cst);
  out[0] = sum;
  out[1] = biggest;
  out[2] = cuda::std::atomic_load(&counter);
  flag.clear();
  bool was = flag.test_and_set();
  out[3] = was * 10 + flag.test();
  flag.clear();
  cuda::atomic<int*, cuda::thread_scope_device> cursor(table);
  int* before = cursor.fetch_add(3);
  cursor += 2;
  out[4] = (int)(before - table) * 10 + (int)(cursor.load() - table);
  cuda::std::atomic<int> ready(1);
  ready.wait(0);
  ready.notify_all();
  out[5] = ready.load();
  double4_32a d = make_double4_32a(1.5, 2.5, 3.5, 4.5);
  longlong4_16a l = make_longlong4_16a(1, 2, 3, 4);
  out[6] = (int)(d.x + d.w) * 100 + (int)(l.y + l.z) * 10 + (int)alignof(double4_32a) / 16;
  out[7] = (int)__fmaf_ieee_rz(1.5f, 2.0f, 0.25f) * 100 + (int)(cyl_bessel_i1(-3.0) * 10);
}

int main() {
  int* out;
  cudaMallocManaged(&out, 8 * sizeof(int));
  k<<<1, 64>>>(out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s:", cudaGetErrorString(e));
  for (int i = 0; i < 8; i++) printf(" %d", out[i]);
  printf("\n");
  cudaFree(out);
  return 0;
}
