// corpus: decltype of a call whose reference result is const only through a deduced template argument (std::move of a const object, a forwarding function), in device code
#include <cstdio>
#include <type_traits>
#include <utility>

template <class T>
__host__ __device__ constexpr T&& pass(T&& t) { return static_cast<T&&>(t); }

struct Box {
    int v;
    __host__ __device__ constexpr int get() const& { return 1; }
    __host__ __device__ constexpr int get() const&& { return 2; }
    __host__ __device__ int get() & { return 3; }
    __host__ __device__ int get() && { return 4; }
};

__global__ void k(int* out)
{
    const Box b{7};
    Box m{8};
    out[0] = std::is_same<decltype(pass(b)), const Box&>::value;
    out[1] = std::is_same<decltype(std::move(b)), const Box&&>::value;
    out[2] = std::is_same<decltype(pass(std::move(b))), const Box&&>::value;
    out[3] = std::is_same<decltype(pass(m)), Box&>::value;
    out[4] = std::move(b).get() * 10 + pass(b).get();
    out[5] = std::move(m).get() * 10 + pass(m).get();
}

int main()
{
    int* d;
    cudaMallocManaged(&d, 6 * sizeof(int));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d %d\n", d[0], d[1], d[2], d[3], d[4], d[5]);
    cudaFree(d);
    return 0;
}
