// corpus: a constexpr function template called with a template argument written and a pack deduced from the call's arguments, in static_assert and in a kernel
#include <cstdio>

template <class T, class... Args>
__host__ __device__ constexpr bool round_trips(Args&&... args)
{
    T t(args...);
    return sizeof...(Args) == 0 ? t == T() : t == T(args...);
}

template <class T, class... Args>
__host__ __device__ constexpr int count_after(Args... args)
{
    return sizeof...(Args) + (T(0) + ... + args);
}

static_assert(round_trips<int>(), "");
static_assert(round_trips<int>(3), "");
static_assert(count_after<long>(1, 2, 3) == 9, "");

__global__ void k(int* out)
{
    out[0] = round_trips<int>(4);
    out[1] = count_after<int>(10, 20);
}

int main()
{
    int* d;
    cudaMallocManaged(&d, 2 * sizeof(int));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("%d %d\n", d[0], d[1]);
    cudaFree(d);
    return 0;
}
