// corpus: <numeric> in device code: gcd and lcm in the arguments' common type (libcu++'s: nvcc's device code of the host library's gives 0), midpoint of integers, floating-point values (subnormal and huge) and pointers, and the algorithms' forms taking operations (inner_product, transform_reduce over two ranges, partial_sum, adjacent_difference, reduce)
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <numeric>
#include <cuda/std/numeric>

__host__ __device__ void run(long long* out)
{
    out[0] = cuda::std::gcd(10, 3LL << 32) * 1000 + cuda::std::gcd(-12, 18);
    out[1] = cuda::std::lcm(4, 6) * 1000000LL + cuda::std::lcm(1LL << 31, 3);
    out[2] = std::midpoint(-7, 10) * 100 + std::midpoint(10u, 3u);
    const float tiny = std::numeric_limits<float>::denorm_min();
    const float huge = std::numeric_limits<float>::max();
    float halves[3] = {std::midpoint(tiny, tiny), std::midpoint(huge, huge), std::midpoint(1.0f, 2.0f)};
    unsigned bits[3];
    memcpy(bits, halves, sizeof bits);
    out[3] = bits[0];
    out[8] = bits[1];
    out[9] = bits[2];
    int a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8};
    long long o[4];
    out[4] = std::midpoint(a, a + 4) - a;
    out[5] = std::inner_product(a, a + 4, b, 0, std::plus<>(), std::minus<>()) * 1000
             + std::transform_reduce(a, a + 4, b, 0, std::plus<>(), std::multiplies<>());
    std::partial_sum(a, a + 4, o, std::multiplies<>());
    out[6] = o[3];
    std::adjacent_difference(a, a + 4, o, std::plus<>());
    out[7] = o[3] * 1000 + std::reduce(a, a + 4, 1, std::multiplies<>());
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 10;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
