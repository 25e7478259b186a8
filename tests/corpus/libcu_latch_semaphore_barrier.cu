// corpus: libcu++'s synchronization headers <cuda/std/latch>, <cuda/semaphore> and <cuda/std/barrier>: a block counts into a latch, takes turns under a binary semaphore, and meets at a barrier
#include <cuda/semaphore>
#include <cuda/std/barrier>
#include <cuda/std/latch>
#include <cstdio>
#include <new>

using block_semaphore = cuda::binary_semaphore<cuda::thread_scope_block>;

__global__ void k(int* out) {
  __shared__ alignas(cuda::std::latch) char latch_room[sizeof(cuda::std::latch)];
  __shared__ alignas(block_semaphore) char semaphore_room[sizeof(block_semaphore)];
  __shared__ cuda::barrier<cuda::thread_scope_block> meeting;
  __shared__ int turns;
  auto* done = reinterpret_cast<cuda::std::latch*>(latch_room);
  auto* lock = reinterpret_cast<block_semaphore*>(semaphore_room);
  if (threadIdx.x == 0) {
    new (done) cuda::std::latch(blockDim.x);
    new (lock) block_semaphore(1);
    init(&meeting, blockDim.x);
    turns = 0;
  }
  __syncthreads();
  lock->acquire();
  int mine = turns;
  turns = mine + 1;
  lock->release();
  done->arrive_and_wait();
  meeting.arrive_and_wait();
  if (threadIdx.x == 0) {
    out[0] = turns;
    out[1] = done->try_wait();
    out[2] = lock->try_acquire();
    out[3] = lock->try_acquire();
  }
}

int main() {
  int* out;
  cudaMallocManaged(&out, 4 * sizeof(int));
  k<<<1, 64>>>(out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s: %d %d %d %d\n", cudaGetErrorString(e), out[0], out[1], out[2], out[3]);
  cudaFree(out);
  return 0;
}
