// A block reduction written the way CUB writes one: warp and block reducers as class
// templates over the block size, their shared storage a nested class derived from another,
// named through a local alias (`typename BR::TempStorage`), functor operators as member
// templates, checked against the host.
#include <cstdio>
#include <cstdint>
#include <type_traits>
namespace mycub {
struct Sum { template <class T> __device__ __forceinline__ T operator()(const T& a, const T& b) const { return a + b; } };
struct Max { template <class T> __device__ __forceinline__ T operator()(const T& a, const T& b) const { return a > b ? a : b; } };
template <class T, int LOGICAL_WARP_THREADS = 32>
struct WarpReduce {
  struct TempStorage {};
  __device__ WarpReduce(TempStorage&) {}
  template <class Op> __device__ T Reduce(T input, Op op) {
    #pragma unroll
    for (int offset = LOGICAL_WARP_THREADS / 2; offset > 0; offset /= 2)
      input = op(input, __shfl_down_sync(0xffffffffu, input, offset, LOGICAL_WARP_THREADS));
    return input;
  }
  __device__ T Sum(T input) { return Reduce(input, mycub::Sum()); }
};
template <class T, int BLOCK_THREADS>
struct BlockReduce {
  static constexpr int WARPS = (BLOCK_THREADS + 31) / 32;
  using WarpReduceT = WarpReduce<T>;
  struct _TempStorage { typename WarpReduceT::TempStorage warp[WARPS]; T warp_aggregates[WARPS]; };
  struct TempStorage : _TempStorage {};
  _TempStorage& temp;
  __device__ BlockReduce(TempStorage& t) : temp(t) {}
  template <class Op> __device__ T Reduce(T input, Op op) {
    int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    T partial = WarpReduceT(temp.warp[warp]).Reduce(input, op);
    if (lane == 0) temp.warp_aggregates[warp] = partial;
    __syncthreads();
    if (threadIdx.x == 0) {
      #pragma unroll
      for (int i = 1; i < WARPS; ++i) partial = op(partial, temp.warp_aggregates[i]);
    }
    return partial;
  }
  __device__ T Sum(T input) { return Reduce(input, mycub::Sum()); }
};
template <class T> struct Traits { static constexpr bool is_signed = std::is_signed<T>::value; using Unsigned = typename std::make_unsigned<T>::type; };
}
template <int BLOCK, class T>
__global__ void reduce_kernel(const T* in, T* sum, T* mx, int n) {
  using BR = mycub::BlockReduce<T, BLOCK>;
  __shared__ typename BR::TempStorage temp;
  int i = blockIdx.x * BLOCK + threadIdx.x;
  T v = i < n ? in[i] : T(0);
  T s = BR(temp).Sum(v);
  __syncthreads();
  T m = BR(temp).Reduce(v, mycub::Max());
  if (threadIdx.x == 0) { atomicAdd(sum, s); atomicMax(mx, m); }
}
int main() {
  const int n = 10000; int* h = new int[n]; long long ref = 0; int refmax = 0;
  for (int i = 0; i < n; i++) { h[i] = (i * 7919) % 1000; ref += h[i]; refmax = h[i] > refmax ? h[i] : refmax; }
  int *d, *s, *m; cudaMalloc(&d, n * 4); cudaMalloc(&s, 4); cudaMalloc(&m, 4); cudaMemset(s, 0, 4); cudaMemset(m, 0, 4);
  cudaMemcpy(d, h, n * 4, cudaMemcpyHostToDevice);
  reduce_kernel<256, int><<<(n + 255) / 256, 256>>>(d, s, m, n);
  int hs, hm; cudaMemcpy(&hs, s, 4, cudaMemcpyDeviceToHost); cudaMemcpy(&hm, m, 4, cudaMemcpyDeviceToHost);
  printf("sum %d (ref %lld) max %d (ref %d) %s\n", hs, ref, hm, refmax, mycub::Traits<int>::is_signed ? "signed" : "unsigned");
}
