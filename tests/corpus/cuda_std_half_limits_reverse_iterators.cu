// Libcu++ pieces in device code: cuda::std::numeric_limits of __half and __nv_bfloat16 (their bits and values), the reverse range access rbegin/rend/crbegin/crend and swap of arrays in cuda::std, and lock-freedom of cuda::std::atomic and atomic_ref
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cuda/std/iterator>
#include <cuda/std/limits>
#include <cuda/std/utility>

__device__ unsigned bits_of(__half h) { return __half_as_ushort(h); }
__device__ unsigned bits_of(__nv_bfloat16 h) { return __bfloat16_as_ushort(h); }

template <class T>
__device__ void limits_of(const char *name)
{
  typedef cuda::std::numeric_limits<T> L;
  printf("%s: specialized %d signed %d integer %d iec559 %d infinity %d quiet_NaN %d signaling_NaN %d radix %d\n", name,
         (int)L::is_specialized, (int)L::is_signed, (int)L::is_integer, (int)L::is_iec559, (int)L::has_infinity,
         (int)L::has_quiet_NaN, (int)L::has_signaling_NaN, L::radix);
  printf("%s: digits %d digits10 %d max_digits10 %d exponents %d..%d (base 10: %d..%d)\n", name, L::digits,
         L::digits10, L::max_digits10, L::min_exponent, L::max_exponent, L::min_exponent10, L::max_exponent10);
  printf("%s: min %04x max %04x lowest %04x epsilon %04x round_error %04x denorm_min %04x\n", name, bits_of(L::min()),
         bits_of(L::max()), bits_of(L::lowest()), bits_of(L::epsilon()), bits_of(L::round_error()),
         bits_of(L::denorm_min()));
  printf("%s: infinity %04x quiet_NaN %04x signaling_NaN %04x\n", name, bits_of(L::infinity()),
         bits_of(L::quiet_NaN()), bits_of(L::signaling_NaN()));
  printf("%s: max %g, epsilon %g, lowest + max %g\n", name, (float)L::max(), (float)L::epsilon(),
         (float)L::lowest() + (float)L::max());
}

__global__ void pieces_kernel(cuda::std::atomic<int> *counter)
{
  limits_of<__half>("half");
  limits_of<__nv_bfloat16>("bfloat16");
  limits_of<const __half>("const half");

  int a[5] = {1, 2, 3, 4, 5};
  printf("rbegin..rend:");
  for (auto it = cuda::std::rbegin(a); it != cuda::std::rend(a); ++it)
    printf(" %d", *it);
  const float f[3] = {0.5f, 1.5f, 2.5f};
  printf("; crbegin..crend:");
  for (auto it = cuda::std::crbegin(f); it != cuda::std::crend(f); ++it)
    printf(" %g", *it);
  printf("; crend - crbegin of a: %d\n", (int)(cuda::std::crend(a) - cuda::std::crbegin(a)));

  int x[3] = {1, 2, 3}, y[3] = {7, 8, 9};
  cuda::std::swap(x, y);
  int p[2][2] = {{1, 2}, {3, 4}}, q[2][2] = {{5, 6}, {7, 8}};
  cuda::std::swap(p, q);
  printf("swapped: x %d %d %d, y %d %d %d, p %d %d %d %d, q %d %d %d %d\n", x[0], x[1], x[2], y[0], y[1], y[2],
         p[0][0], p[0][1], p[1][0], p[1][1], q[0][0], q[0][1], q[1][0], q[1][1]);

  counter->fetch_add(1);
  cuda::std::atomic<long long> wide(5);
  cuda::atomic<float, cuda::thread_scope_device> level(0.5f);
  int local = 3;
  cuda::std::atomic_ref<int> ref(local);
  printf("lock free: atomic<int> %d %d, atomic<long long> %d %d, atomic<float, device> %d %d, atomic_ref<int> %d %d\n",
         (int)cuda::std::atomic<int>::is_always_lock_free, (int)counter->is_lock_free(),
         (int)cuda::std::atomic<long long>::is_always_lock_free, (int)wide.is_lock_free(),
         (int)cuda::atomic<float, cuda::thread_scope_device>::is_always_lock_free, (int)level.is_lock_free(),
         (int)cuda::std::atomic_ref<int>::is_always_lock_free, (int)ref.is_lock_free());
}

int main()
{
  cuda::std::atomic<int> *counter;
  cudaMallocManaged(&counter, sizeof(*counter));
  new (counter) cuda::std::atomic<int>(0);
  printf("host: atomic<int> lock free %d, always %d\n", (int)counter->is_lock_free(),
         (int)cuda::std::atomic<int>::is_always_lock_free);
  fflush(stdout);
  pieces_kernel<<<1, 1>>>(counter);
  cudaDeviceSynchronize();
  printf("counter %d\n", counter->load());
  cudaFree(counter);
  return 0;
}
