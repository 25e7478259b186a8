// libcu++'s cuda::std in device code: <cuda/std/array>, <cuda/std/limits>,
// <cuda/std/type_traits>, <cuda/std/utility>, <cuda/std/tuple>, and the memory orders of
// <cuda/atomic> named through cuda::std.
#include <cstdio>
#include <cuda/atomic>
#include <cuda/std/array>
#include <cuda/std/limits>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <cuda/std/utility>

__device__ cuda::atomic<int, cuda::thread_scope_device> arrivals{0};

template <class T>
__device__ T clamp_to_limits(long long v) {
    if (v > (long long)cuda::std::numeric_limits<T>::max()) return cuda::std::numeric_limits<T>::max();
    if (v < (long long)cuda::std::numeric_limits<T>::min()) return cuda::std::numeric_limits<T>::min();
    return (T)v;
}

__global__ void libcu(int *out) {
    arrivals.fetch_add(1, cuda::std::memory_order_relaxed);
    __syncthreads();
    if (threadIdx.x != 0) return;
    cuda::std::array<int, 3> a{3, 4, 5};
    auto p = cuda::std::make_pair(a[0], a.size());
    auto t = cuda::std::make_tuple(1.5f, a[2]);
    out[0] = arrivals.load(cuda::std::memory_order_acquire);
    out[1] = p.first + (int)p.second;
    out[2] = (int)(cuda::std::get<0>(t) * 2) + cuda::std::get<1>(t);
    out[3] = cuda::std::numeric_limits<int>::max();
    out[4] = clamp_to_limits<signed char>(1000) + clamp_to_limits<short>(-40000) / 1000;
    out[5] = cuda::std::is_same_v<cuda::std::remove_const_t<const int>, int> +
             2 * cuda::std::is_integral<float>::value;
}

int main() {
    int *out;
    cudaMallocManaged(&out, 6 * sizeof(int));
    libcu<<<1, 64>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 6; i++) printf("out[%d] = %d\n", i, out[i]);
    cudaFree(out);
    return 0;
}
