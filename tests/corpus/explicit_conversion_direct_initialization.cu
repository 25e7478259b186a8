// corpus: an explicit conversion function takes part in a direct-initialization or a cast only where it gives the type initialized (explicit operator bool makes no int), as the traits see
#include <cstdio>
#include <type_traits>

struct Flag {
    bool set;
    __host__ __device__ explicit operator bool() const { return set; }
};

struct Level {
    int n;
    __host__ __device__ explicit operator int() const { return n; }
    __host__ __device__ operator float() const { return n + 0.5f; }
};

static_assert(std::is_constructible<bool, Flag&>::value, "");
static_assert(!std::is_constructible<int, Flag&>::value, "");
static_assert(!std::is_convertible<Flag&, bool>::value, "");
static_assert(std::is_constructible<int, Level>::value, "");
static_assert(std::is_convertible<Level, double>::value, "");

__global__ void k(float* out)
{
    Flag f{true};
    Level l{3};
    bool b(f);
    int i(l);
    long n(l);
    out[0] = b;
    out[1] = i;
    out[2] = static_cast<float>(n);
    out[3] = f ? 1.0f : 0.0f;
    out[4] = static_cast<int>(l) + 0.25f;
}

int main()
{
    float* d;
    cudaMallocManaged(&d, 5 * sizeof(float));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("%g %g %g %g %g\n", d[0], d[1], d[2], d[3], d[4]);
    cudaFree(d);
    return 0;
}
