// libcu++'s cuda::atomic_ref and cuda::atomic (integers and floats, fetch_add/min/max,
// compare_exchange, operators; in device code and on the host), and cooperative_groups'
// memcpy_async/wait staging a tile in shared memory.
#include <cstdio>
#include <new>
#include <cuda/atomic>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

struct Totals {
  int count;
  float sum;
  int low;
  int high;
  int claimed;
};

__global__ void tally(Totals* t, cuda::atomic<int, cuda::thread_scope_device>* visits) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  cuda::atomic_ref<int, cuda::thread_scope_device> count(t->count);
  count.fetch_add(1, cuda::memory_order_relaxed);
  cuda::atomic_ref<float, cuda::thread_scope_device> sum(t->sum);
  sum += 0.25f;
  cuda::atomic_ref<int> low(t->low), high(t->high);
  low.fetch_min(id * 3 - 100);
  high.fetch_max(id * 3 - 100);
  // Exactly one thread claims the slot.
  cuda::atomic_ref<int> claim(t->claimed);
  int expected = -1;
  claim.compare_exchange_strong(expected, 7);
  (*visits)++;
}

__global__ void reverse_tiles(const int* in, int* out) {
  __shared__ int tile[128];
  auto block = cg::this_thread_block();
  cg::memcpy_async(block, tile, in + blockIdx.x * 128, sizeof(int) * 128);
  cg::wait(block);
  out[blockIdx.x * 128 + threadIdx.x] = tile[127 - threadIdx.x];
}

int main() {
  Totals* t;
  cudaMallocManaged(&t, sizeof(Totals));
  *t = Totals{0, 0.0f, 1 << 30, -(1 << 30), -1};
  cuda::atomic<int, cuda::thread_scope_device>* visits;
  cudaMallocManaged(&visits, sizeof *visits);
  new (visits) cuda::atomic<int, cuda::thread_scope_device>(5);
  tally<<<4, 64>>>(t, visits);
  cudaDeviceSynchronize();
  printf("count %d sum %g low %d high %d claimed %d visits %d\n", t->count, t->sum, t->low, t->high,
         t->claimed, visits->load());

  // The same operations on the host.
  int host_value = 10;
  cuda::atomic_ref<int> r(host_value);
  r.fetch_add(5);
  int old = r.exchange(100);
  r -= 1;
  printf("host: old %d now %d\n", old, r.load());

  int h[512];
  for (int i = 0; i < 512; i++) h[i] = i;
  int *in, *out;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof h);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  reverse_tiles<<<4, 128>>>(in, out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("tiles reversed: %d %d %d %d\n", h[0], h[127], h[128], h[511]);
  return 0;
}
