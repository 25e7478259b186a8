// corpus: <cuda/functional>: cuda::maximum and cuda::minimum (typed and <void>), proclaim_return_type over an extended device lambda, proclaim_copyable_arguments and its trait, get_device_address from host and device code
#include <cstdio>
#include <cuda/functional>
#include <cuda/std/type_traits>

static_assert(cuda::maximum<int>{}(3, 7) == 7 && cuda::minimum<int>{}(3, 7) == 3, "constexpr");
static_assert(cuda::std::is_same<decltype(cuda::maximum<>{}(1, 2.5)), double>::value, "<void> gives the common type");
static_assert(cuda::std::is_same<decltype(cuda::minimum<>{}((short)1, 2LL)), long long>::value, "<void> gives the common type");
static_assert(cuda::proclaims_copyable_arguments<cuda::std::plus<int>>::value, "plus<int> copies its arguments");
static_assert(cuda::proclaims_copyable_arguments_v<cuda::std::less<float *>>, "less<float*> copies its arguments");
static_assert(!cuda::proclaims_copyable_arguments<cuda::std::plus<>>::value, "plus<void> is not known to");
static_assert(!cuda::proclaims_copyable_arguments<cuda::maximum<int>>::value, "nothing else is, unless proclaimed");

struct Pair {
    int key, tag;
    __host__ __device__ bool operator<(const Pair &o) const { return key < o.key; }
};

struct AddOne {
    __host__ __device__ int operator()(int x) const { return x + 1; }
};

__device__ int counter = 5;

template <class F>
__global__ void apply(F f, int *out, int n)
{
    for (int i = 0; i < n; i++) out[i] = f(i);
}

__global__ void reductions(long long *out, int **address)
{
    int v[8] = {4, -2, 9, 9, 0, -7, 3, 1};
    int hi = v[0], lo = v[0];
    for (int i = 1; i < 8; i++) {
        hi = cuda::maximum<int>{}(hi, v[i]);
        lo = cuda::minimum<>{}(lo, v[i]);
    }
    out[0] = hi;
    out[1] = lo;
    out[2] = (long long)(cuda::maximum<>{}(2u, 3.75) * 4);  // 3.75 as a double
    // Equal keys: maximum gives its first argument, minimum its second.
    Pair a{1, 10}, b{1, 20}, c{2, 30};
    out[3] = cuda::maximum<Pair>{}(a, b).tag;
    out[4] = cuda::minimum<Pair>{}(a, b).tag;
    out[5] = cuda::maximum<Pair>{}(a, c).tag + cuda::minimum<Pair>{}(c, b).tag;
    auto inc = cuda::proclaim_copyable_arguments(AddOne{});
    out[6] = inc(41) + cuda::proclaims_copyable_arguments<decltype(inc)>::value;
    *address = cuda::get_device_address(counter);
}

void run_proclaimed(int *ints)
{
    auto square_plus = cuda::proclaim_return_type<int>([] __device__(int i) { return i * i + 3; });
    static_assert(cuda::std::is_same<decltype(square_plus(1)), int>::value, "the host sees the proclaimed type");
    apply<<<1, 1>>>(square_plus, ints, 4);
}

int main()
{
    int *ints;
    long long *longs;
    int **address;
    cudaMallocManaged(&ints, 4 * sizeof(int));
    cudaMallocManaged(&longs, 7 * sizeof(long long));
    cudaMallocManaged(&address, sizeof(int *));

    run_proclaimed(ints);
    reductions<<<1, 1>>>(longs, address);
    cudaDeviceSynchronize();

    printf("proclaimed: %d %d %d %d\n", ints[0], ints[1], ints[2], ints[3]);
    for (int i = 0; i < 7; i++) printf("out[%d] = %lld\n", i, longs[i]);

    int *from_host = cuda::get_device_address(counter);
    printf("device address: %s\n", from_host != nullptr && from_host == *address ? "same from host and device" : "FAIL");
    int value = 0;
    cudaMemcpy(&value, from_host, sizeof(int), cudaMemcpyDeviceToHost);
    printf("counter through it: %d\n", value);

    // Host calls.
    printf("host: %d %d %.2f\n", cuda::maximum<int>{}(-4, -9), cuda::minimum<unsigned>{}(8u, 5u),
           cuda::minimum<>{}(0.5f, 2));
    cudaFree(ints);
    cudaFree(longs);
    cudaFree(address);
    return 0;
}
