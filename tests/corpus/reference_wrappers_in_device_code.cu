// corpus: std::ref and std::cref in device code (constexpr from C++20), libcu++'s cuda::std::cref, a reference_wrapper called as the function or object it refers to, unwrap_reference_t
#include <cstdio>
#include <functional>
#include <type_traits>
#include <cuda/std/functional>

struct Accumulate {
    int total = 0;
    __host__ __device__ void operator()(int v) { total += v; }
};

template <class F>
__host__ __device__ void apply_three(F f)
{
    f(1);
    f(2);
    f(3);
}

__host__ __device__ int twice(int v) { return 2 * v; }

__host__ __device__ void run(int* out)
{
    int x = 5;
    auto r = std::ref(x);
    r.get() += 1;
    int& back = r;
    back *= 10;
    Accumulate acc;
    apply_three(std::ref(acc)); // the functor is called through the wrapper, in place
    const int c = 7;
    auto cr = cuda::std::cref(c);
    auto rr = std::ref(r); // a wrapper of a wrapper is the same wrapper
    auto f = std::ref(twice);
    out[0] = x;
    out[1] = acc.total;
    out[2] = cr.get();
    out[3] = rr.get();
    out[4] = f(21);
    out[5] = std::is_same_v<std::unwrap_reference_t<decltype(std::cref(c))>, const int&> * 10 +
             std::is_same_v<std::unwrap_ref_decay_t<const std::reference_wrapper<int>&>, int&>;
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    int* out;
    cudaMallocManaged(&out, 6 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[6];
    run(host);
    printf("%d %d %d %d %d %d\n%d %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4], out[5],
           host[0], host[1], host[2], host[3], host[4], host[5]);
    cudaFree(out);
    return 0;
}
