// A tuple whose elements include empty classes (function objects, tags) has the host
// library's layout in device code too: an empty element takes no room, so a tuple passed to a
// kernel by value means the same bytes on both sides, and sizeof agrees. (std::get is a host
// constexpr function to nvcc: --expt-relaxed-constexpr.)
#include <cstdio>
#include <tuple>

struct Tag {};
struct Last final {};
struct Twice {
    __host__ __device__ int operator()(int x) const { return 2 * x; }
};

#define SHAPES(X)                                                                              \
    X(std::tuple<Tag, Tag>)                                                                    \
    X(std::tuple<Tag, Tag, int>) X(std::tuple<Last, int>) X(std::tuple<char, Tag, double, Tag>) \
        X(std::tuple<std::tuple<Tag>, int>) X(std::tuple<Twice, float*, Twice>)

#define ON_DEVICE(...) out[i++] = sizeof(__VA_ARGS__);
__global__ void sizes(int* out)
{
    int i = 0;
    SHAPES(ON_DEVICE)
}

__global__ void apply(std::tuple<Twice, float*, Twice> ops, std::tuple<int, Tag, double> values, int* out)
{
    out[0] = std::get<0>(ops)(3) + std::get<2>(ops)(4);
    out[1] = (int)std::get<1>(ops)[0];
    out[2] = std::get<0>(values) + (int)std::get<2>(values);
}

int main()
{
    int* d;
    cudaMalloc(&d, 16 * sizeof(int));
    sizes<<<1, 1>>>(d);
    int h[16];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int i = 0;
#define COMPARE(...) \
    printf("%-40s host %zu device %d\n", #__VA_ARGS__, sizeof(__VA_ARGS__), h[i++]);
    SHAPES(COMPARE)
    float* f;
    cudaMalloc(&f, sizeof(float));
    float five = 5.0f;
    cudaMemcpy(f, &five, sizeof five, cudaMemcpyHostToDevice);
    apply<<<1, 1>>>(std::make_tuple(Twice{}, f, Twice{}), std::make_tuple(1, Tag{}, 2.5), d);
    cudaMemcpy(h, d, 3 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("ops %d %d values %d\n", h[0], h[1], h[2]);
    cudaFree(f);
    cudaFree(d);
    return 0;
}
