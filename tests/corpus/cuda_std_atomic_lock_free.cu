// Lock-freedom of libcu++'s atomics, in device and host code: is_always_lock_free and is_lock_free() of cuda::std::atomic (int, long long, double, float, a struct of two ints), cuda::atomic with device scope and cuda::std::atomic_ref
#include <cstdio>
#include <cuda/atomic>
#include <cuda/std/atomic>

struct Pair { int a, b; };
struct Quad { int a, b, c, d; };

__global__ void k(cuda::std::atomic<int> *g)
{
  cuda::std::atomic<long long> ll(5);
  cuda::std::atomic<double> d(1.5);
  cuda::atomic<unsigned, cuda::thread_scope_device> u(7u);
  int x = 3;
  cuda::std::atomic_ref<int> rx(x);
  printf("device: int %d %d, long long %d %d, double %d %d, device-scope unsigned %d %d, atomic_ref<int> %d %d\n",
         (int)cuda::std::atomic<int>::is_always_lock_free, (int)g->is_lock_free(),
         (int)cuda::std::atomic<long long>::is_always_lock_free, (int)ll.is_lock_free(),
         (int)cuda::std::atomic<double>::is_always_lock_free, (int)d.is_lock_free(),
         (int)cuda::atomic<unsigned, cuda::thread_scope_device>::is_always_lock_free, (int)u.is_lock_free(),
         (int)cuda::std::atomic_ref<int>::is_always_lock_free, (int)rx.is_lock_free());
  printf("device: Pair %d, float %d, unsigned long long %d\n", (int)cuda::std::atomic<Pair>::is_always_lock_free,
         (int)cuda::std::atomic<float>::is_always_lock_free,
         (int)cuda::std::atomic<unsigned long long>::is_always_lock_free);
}

int main()
{
  cuda::std::atomic<int> *g;
  cudaMallocManaged(&g, sizeof(*g));
  new (g) cuda::std::atomic<int>(0);
  cuda::std::atomic<int> h(1);
  printf("host: int %d %d, long long %d\n", (int)cuda::std::atomic<int>::is_always_lock_free, (int)h.is_lock_free(),
         (int)cuda::std::atomic<long long>::is_always_lock_free);
  fflush(stdout);
  k<<<1, 1>>>(g);
  cudaDeviceSynchronize();
  cudaFree(g);
  return 0;
}
