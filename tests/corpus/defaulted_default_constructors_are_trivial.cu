// corpus: a default constructor defaulted where it is declared is trivial (is_trivial, is_trivially_default_constructible), beside other constructors too; one with a body, or a default member initializer, is not
#include <cstdio>
#include <type_traits>

struct Defaulted {
    Defaulted() = default;
    int x;
};
struct DefaultedBeside {
    DefaultedBeside() = default;
    __host__ __device__ DefaultedBeside(int v) : x(v) {}
    int x;
};
struct Provided {
    __host__ __device__ Provided() {}
    int x;
};
struct Initialized {
    Initialized() = default;
    int x = 1;
};
struct OnlyOther {
    __host__ __device__ OnlyOther(int v) : x(v) {}
    int x;
};

__host__ __device__ int run()
{
    return std::is_trivially_default_constructible<Defaulted>::value + 2 * std::is_trivial<Defaulted>::value
           + 4 * std::is_trivial<DefaultedBeside>::value + 8 * std::is_trivial<Provided>::value
           + 16 * std::is_trivially_default_constructible<Initialized>::value
           + 32 * std::is_trivial<OnlyOther>::value + 64 * std::is_trivially_copyable<Provided>::value;
}

__global__ void kernel(int* out) { *out = run(); }

int main()
{
    int* d;
    cudaMalloc(&d, sizeof(int));
    kernel<<<1, 1>>>(d);
    int dev;
    cudaMemcpy(&dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    printf("device %d host %d\n", dev, run());
    cudaFree(d);
    return 0;
}
