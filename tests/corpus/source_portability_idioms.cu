// Spellings real programs use that a CUDA front end must take: a kernel parameter named like
// the kernel, the alternative operator tokens, constants initialized in parentheses or braces,
// execution spaces written after the return type, a deduced `auto*` return type, fixed-width
// integer types that <chrono> brings, and a host-only system header.
#include <cstdio>
#include <chrono>
#include <sys/resource.h>

constexpr unsigned int Width(4);
constexpr unsigned int Height{2};
constexpr unsigned int Cells(Width * Height);

template <typename T>
T const &
__device__ __host__ larger(const T &a, const T &b) { return a < b ? b : a; }

__device__ int table[2] = {3, 4};
__device__ auto *second() { return &table[1]; }

__global__ void fill(int *fill, uint64_t scale)
{
    __shared__ unsigned grid[Height][Width];
    grid[threadIdx.x / Width][threadIdx.x % Width] = threadIdx.x;
    __syncthreads();
    int a = threadIdx.x, b = 3;
    int bits = (a > 0 and b > 0) | (not(a > 1)) << 1 | (a < 0 or b > 2) << 2 | (a bitand b) << 3;
    fill[threadIdx.x] = (int)(grid[Height - 1][Width - 1] * scale) + bits * 100 +
                        larger(a, 5) * 10000 + *second() * 100000;
}

int main()
{
    int *d, h[Cells];
    cudaMalloc(&d, sizeof h);
    fill<<<1, Cells>>>(d, 2);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (unsigned i = 0; i < Cells; i++)
        printf("%d%c", h[i], i + 1 == Cells ? '\n' : ' ');
    struct rusage usage;
    printf("larger on the host: %d, usage read: %d\n", larger(9, 4), getrusage(RUSAGE_SELF, &usage) == 0);
    cudaFree(d);
    return 0;
}
