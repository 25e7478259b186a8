// corpus: <functional> function objects in device code: arithmetic, comparison, logical and bitwise functors and their transparent std::op<> forms, called directly and through templated transform and reduce kernels
// The std function objects' operators are host constexpr functions, so device code calls them
// under --expt-relaxed-constexpr (see the .flags file). The pattern is glm's
// `detail::functor2<...>::call(std::modulus<T>(), a, b)` and the usual generic reductions.
#include <cstdio>
#include <functional>
#include <type_traits>
#include <cuda/std/functional>

struct Vec2 {
    int x, y;
};
__host__ __device__ Vec2 operator+(const Vec2& a, const Vec2& b) { return Vec2{a.x + b.x, a.y + b.y}; }

template <class F, class = void>
struct has_transparent : std::false_type {};
template <class F>
struct has_transparent<F, std::void_t<typename F::is_transparent>> : std::true_type {};

// Evaluated by the host compiler: the functors are constexpr there.
static_assert(std::modulus<int>()(17, 5) == 2, "modulus");
static_assert(std::plus<>()(2, 3) == 5, "plus<>");

template <class F, class T, class R>
__global__ void transform2(F f, const T* a, const T* b, R* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = f(a[i], b[i]);
}

template <class F, class T, class R>
__global__ void transform1(F f, const T* a, R* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = f(a[i]);
}

// One block of 256 threads: a strided fold, then a tree in shared memory. Only used with
// associative, commutative operations, so the result does not depend on the order.
template <class F, class T>
__global__ void reduce(F f, const T* in, int n, T identity, T* out)
{
    __shared__ T buf[256];
    T acc = identity;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        acc = f(acc, in[i]);
    buf[threadIdx.x] = acc;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            buf[threadIdx.x] = f(buf[threadIdx.x], buf[threadIdx.x + s]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        *out = buf[0];
}

template <class F, class T>
__device__ T apply(F f, T a, T b)
{
    return f(a, b);
}

__global__ void scalars()
{
    printf("arith %d %d %d %d %d %d\n", std::plus<int>()(7, 5), std::minus<int>()(7, 5),
           std::multiplies<int>()(7, 5), std::divides<int>()(-7, 2), std::modulus<int>()(-7, 3),
           std::negate<int>()(7));
    printf("compare %d %d %d %d %d %d\n", std::equal_to<int>()(3, 3), std::not_equal_to<int>()(3, 3),
           std::less<int>()(2, 3), std::less_equal<int>()(3, 3), std::greater<int>()(2, 3),
           std::greater_equal<int>()(3, 2));
    printf("logical %d %d %d %d %d\n", std::logical_and<bool>()(true, false),
           std::logical_or<bool>()(true, false), std::logical_not<bool>()(false),
           std::logical_and<int>()(2, 4), std::logical_not<int>()(5));
    printf("bits %u %u %u %08x\n", std::bit_and<unsigned>()(12u, 10u), std::bit_or<unsigned>()(12u, 10u),
           std::bit_xor<unsigned>()(12u, 10u), std::bit_not<unsigned>()(0x0f0f0f0fu));
    // The transparent forms take the operands' own types: int + double is a double.
    printf("transparent %.2f %.2f %d %d %d %.1f\n", std::plus<>()(2, 0.5), std::multiplies<>()(3, 0.25f),
           std::modulus<>()(23, 7), std::less<>()(3, 3.5), std::bit_xor<>()(6, 3), std::negate<>()(1.5));
    printf("transparent %d %d %d %d %d %d %d\n", std::logical_and<>()(1, 0), std::logical_or<>()(0, 7),
           std::logical_not<>()(0), std::bit_and<>()(6, 3), std::bit_or<>()(6, 3), std::bit_not<>()(0),
           std::not_equal_to<>()(1, 1.0));
    printf("apply %d %d %d %u\n", apply(std::modulus<int>(), 7, 4), apply(std::plus<>(), 5, 6),
           (int)apply(std::logical_and<bool>(), true, true), apply(std::bit_xor<unsigned>(), 5u, 3u));
    printf("cuda::std %d %d %d\n", cuda::std::modulus<int>()(17, 5), cuda::std::bit_and<>()(12, 10),
           (int)cuda::std::logical_or<bool>()(false, false));
    int mask = has_transparent<std::plus<>>::value | has_transparent<std::less<>>::value << 1 |
               has_transparent<std::logical_not<>>::value << 2 |
               has_transparent<std::bit_not<>>::value << 3 | has_transparent<std::plus<int>>::value << 4;
    printf("is_transparent %d\n", mask);
}

static const int N = 1000;

int main()
{
    scalars<<<1, 1>>>();
    cudaDeviceSynchronize();

    int *a, *b, *out;
    unsigned *ua, *uout;
    bool* bout;
    cudaMallocManaged(&a, N * sizeof(int));
    cudaMallocManaged(&b, N * sizeof(int));
    cudaMallocManaged(&out, N * sizeof(int));
    cudaMallocManaged(&ua, N * sizeof(unsigned));
    cudaMallocManaged(&uout, N * sizeof(unsigned));
    cudaMallocManaged(&bout, N * sizeof(bool));
    for (int i = 0; i < N; i++) {
        a[i] = (i * 37 + 11) % 101 - 50;
        b[i] = i % 9 + 1;
        ua[i] = (unsigned)i * 2654435761u | 0x10000001u;
    }
    int blocks = (N + 255) / 256;

    // Element-wise: a checksum of each result array.
    long long sum;
    transform2<<<blocks, 256>>>(std::modulus<int>(), a, b, out, N);
    cudaDeviceSynchronize();
    sum = 0;
    for (int i = 0; i < N; i++) sum += out[i] * (long long)(i + 1);
    printf("transform modulus %lld first %d %d %d %d\n", sum, out[0], out[1], out[2], out[3]);

    transform2<<<blocks, 256>>>(std::minus<>(), a, b, out, N);
    cudaDeviceSynchronize();
    sum = 0;
    for (int i = 0; i < N; i++) sum += out[i] * (long long)(i + 1);
    printf("transform minus<> %lld\n", sum);

    transform2<<<blocks, 256>>>(std::greater_equal<int>(), a, b, bout, N);
    cudaDeviceSynchronize();
    sum = 0;
    for (int i = 0; i < N; i++) sum += bout[i];
    printf("transform greater_equal %lld\n", sum);

    transform2<<<blocks, 256>>>(std::less_equal<>(), a, b, bout, N);
    cudaDeviceSynchronize();
    sum = 0;
    for (int i = 0; i < N; i++) sum += bout[i];
    printf("transform less_equal<> %lld\n", sum);

    transform1<<<blocks, 256>>>(std::negate<int>(), a, out, N);
    cudaDeviceSynchronize();
    sum = 0;
    for (int i = 0; i < N; i++) sum += out[i] * (long long)(i + 1);
    printf("transform negate %lld\n", sum);

    transform1<<<blocks, 256>>>(std::logical_not<>(), a, bout, N);
    cudaDeviceSynchronize();
    sum = 0;
    for (int i = 0; i < N; i++) sum += bout[i] * (long long)(i + 1);
    printf("transform logical_not<> %lld\n", sum);

    transform1<<<blocks, 256>>>(std::bit_not<unsigned>(), ua, uout, N);
    cudaDeviceSynchronize();
    unsigned x = 0;
    for (int i = 0; i < N; i++) x ^= uout[i] + (unsigned)i;
    printf("transform bit_not %08x\n", x);

    // Reductions with the identity of each operation.
    reduce<<<1, 256>>>(std::plus<int>(), a, N, 0, out);
    cudaDeviceSynchronize();
    printf("reduce plus %d\n", out[0]);
    reduce<<<1, 256>>>(std::plus<>(), b, N, 0, out);
    cudaDeviceSynchronize();
    printf("reduce plus<> %d\n", out[0]);
    reduce<<<1, 256>>>(std::bit_xor<unsigned>(), ua, N, 0u, uout);
    cudaDeviceSynchronize();
    printf("reduce bit_xor %08x\n", uout[0]);
    reduce<<<1, 256>>>(std::bit_or<>(), ua, N, 0u, uout);
    cudaDeviceSynchronize();
    printf("reduce bit_or<> %08x\n", uout[0]);
    reduce<<<1, 256>>>(std::bit_and<unsigned>(), ua, N, ~0u, uout);
    cudaDeviceSynchronize();
    printf("reduce bit_and %08x\n", uout[0]);
    reduce<<<1, 256>>>(std::logical_and<int>(), a, N, 1, out);
    cudaDeviceSynchronize();
    printf("reduce logical_and %d\n", out[0]);
    reduce<<<1, 256>>>(std::logical_or<>(), a, N, 0, out);
    cudaDeviceSynchronize();
    printf("reduce logical_or<> %d\n", out[0]);

    unsigned long long *f, *fout;
    cudaMallocManaged(&f, 20 * sizeof(unsigned long long));
    cudaMallocManaged(&fout, sizeof(unsigned long long));
    for (int i = 0; i < 20; i++) f[i] = i + 1;
    reduce<<<1, 256>>>(std::multiplies<unsigned long long>(), f, 20, 1ull, fout);
    cudaDeviceSynchronize();
    printf("reduce multiplies %llu\n", fout[0]);

    Vec2 *v, *vout;
    cudaMallocManaged(&v, N * sizeof(Vec2));
    cudaMallocManaged(&vout, sizeof(Vec2));
    for (int i = 0; i < N; i++) v[i] = Vec2{i, 2 * a[i]};
    reduce<<<1, 256>>>(std::plus<Vec2>(), v, N, Vec2{0, 0}, vout);
    cudaDeviceSynchronize();
    printf("reduce plus<Vec2> %d %d\n", vout->x, vout->y);
    reduce<<<1, 256>>>(std::plus<>(), v, N / 2, Vec2{0, 0}, vout);
    cudaDeviceSynchronize();
    printf("reduce plus<> Vec2 %d %d\n", vout->x, vout->y);
    return 0;
}
