// corpus: only copy and move assignments decide trivial copyability: a member template operator= or an operator=(int) leaves a class trivially copyable; a static_assert over a function parameter pack
#include <cstdio>
#include <type_traits>

struct FromAnything {
    int v;
    template <class U>
    __host__ __device__ FromAnything& operator=(U&& u)
    {
        v = (int)u * 2;
        return *this;
    }
};

struct FromInt {
    int v;
    __host__ __device__ FromInt& operator=(int x)
    {
        v = x + 1;
        return *this;
    }
};

struct OwnCopy {
    int v;
    __host__ __device__ OwnCopy& operator=(const OwnCopy& o)
    {
        v = o.v + 100;
        return *this;
    }
};

struct HoldsOwnCopy {
    OwnCopy inner;
};

template <class... As>
__device__ int total(As... as)
{
    static_assert(sizeof(decltype((0 + ... + as))) == sizeof(int), "an int sum");
    static_assert(sizeof...(As) >= 1, "some arguments");
    return (0 + ... + as);
}

__global__ void kernel(int* out)
{
    out[0] = std::is_trivially_copyable<FromAnything>::value;
    out[1] = std::is_trivially_copyable<FromInt>::value;
    out[2] = std::is_trivially_copyable<OwnCopy>::value;
    out[3] = std::is_trivially_copyable<HoldsOwnCopy>::value;
    out[4] = std::is_trivially_copy_assignable<FromAnything>::value;
    out[5] = std::is_trivially_copy_assignable<HoldsOwnCopy>::value;
    FromAnything a{1};
    a = 5;
    FromInt b{1};
    b = 5;
    HoldsOwnCopy c{{1}}, d{{2}};
    c = d;
    out[6] = a.v;
    out[7] = b.v;
    out[8] = c.inner.v;
    out[9] = total(1, 2, 3);
}

int main()
{
    int* out;
    cudaMallocManaged(&out, 10 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device: %d %d %d %d %d %d | %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4],
           out[5], out[6], out[7], out[8], out[9]);
    printf("host:   %d %d %d %d %d %d\n", std::is_trivially_copyable<FromAnything>::value,
           std::is_trivially_copyable<FromInt>::value, std::is_trivially_copyable<OwnCopy>::value,
           std::is_trivially_copyable<HoldsOwnCopy>::value,
           std::is_trivially_copy_assignable<FromAnything>::value,
           std::is_trivially_copy_assignable<HoldsOwnCopy>::value);
    cudaFree(out);
    return 0;
}
