// corpus: <cuda/cmath>'s integer helpers (ceil_div, round_up, round_down, ilog2, ilog10) in device and host code, with mixed and enumeration arguments, their result types and constant evaluation
#include <cstdint>
#include <cstdio>
#include <cuda/cmath>
#include <cuda/std/type_traits>

enum class Tile : int { width = 32 };

static_assert(cuda::ceil_div(10, 3) == 4, "ceil_div is usable in constant expressions");
static_assert(cuda::round_up(10, 8) == 16 && cuda::round_down(10, 8) == 8, "round_up/round_down are constexpr");
static_assert(cuda::ilog2(1024) == 10 && cuda::ilog10(999) == 2, "ilog2/ilog10 are constexpr");
static_assert(cuda::std::is_same<decltype(cuda::ceil_div(7, 2u)), unsigned>::value, "int and unsigned give unsigned");
static_assert(cuda::std::is_same<decltype(cuda::ceil_div((short)7, (short)2)), short>::value, "two shorts give short");
static_assert(cuda::std::is_same<decltype(cuda::round_up(7, 2LL)), long long>::value, "int and long long give long long");
static_assert(cuda::std::is_same<decltype(cuda::round_down(7u, Tile::width)), unsigned>::value, "an enumeration counts as its underlying type");
static_assert(cuda::std::is_same<decltype(cuda::ilog2(7ULL)), int>::value, "ilog2 gives int");

__host__ __device__ void compute(long long *out)
{
    int i = 0;
    out[i++] = cuda::ceil_div(0, 4);
    out[i++] = cuda::ceil_div(1, 4);
    out[i++] = cuda::ceil_div(4, 4);
    out[i++] = cuda::ceil_div(5, 4);
    out[i++] = cuda::ceil_div(1000000, 256);
    out[i++] = cuda::ceil_div(4294967295u, 2u);          // no overflow near the top of the type
    out[i++] = cuda::ceil_div(18446744073709551615ull, 10ull);
    out[i++] = cuda::ceil_div((size_t)1000, 3);
    out[i++] = cuda::ceil_div(100, Tile::width);
    out[i++] = cuda::round_up(0, 32);
    out[i++] = cuda::round_up(1, 32);
    out[i++] = cuda::round_up(64, 32);
    out[i++] = cuda::round_up(65, 32);
    out[i++] = cuda::round_up((unsigned char)100, (unsigned char)64);
    out[i++] = cuda::round_up(1000, Tile::width);
    out[i++] = cuda::round_down(0, 32);
    out[i++] = cuda::round_down(31, 32);
    out[i++] = cuda::round_down(95, 32);
    out[i++] = cuda::round_down(4294967295u, 16u);
    out[i++] = cuda::round_down(Tile::width, 5);
    out[i++] = cuda::ilog2(1);
    out[i++] = cuda::ilog2(2);
    out[i++] = cuda::ilog2(3);
    out[i++] = cuda::ilog2(255u);
    out[i++] = cuda::ilog2(256);
    out[i++] = cuda::ilog2(2147483647);
    out[i++] = cuda::ilog2(18446744073709551615ull);
    out[i++] = cuda::ilog2((int8_t)100);
    out[i++] = cuda::ilog10(1);
    out[i++] = cuda::ilog10(9);
    out[i++] = cuda::ilog10(10);
    out[i++] = cuda::ilog10(99);
    out[i++] = cuda::ilog10(100);
    out[i++] = cuda::ilog10(2147483647);
    out[i++] = cuda::ilog10(4294967295u);
    out[i++] = cuda::ilog10(1000000000000000000LL);
    out[i++] = cuda::ilog10(18446744073709551615ull);
    out[i++] = cuda::ilog10((uint16_t)65535);
}

constexpr int count = 38;

__global__ void kernel(long long *out) { compute(out); }

int main()
{
    long long host[count], *dev, device[count];
    compute(host);
    cudaMalloc(&dev, sizeof(device));
    kernel<<<1, 1>>>(dev);
    cudaMemcpy(device, dev, sizeof(device), cudaMemcpyDeviceToHost);
    cudaFree(dev);
    bool same = true;
    for (int i = 0; i < count; i++) {
        printf("%d: %lld\n", i, device[i]);
        same = same && device[i] == host[i];
    }
    printf("%s\n", same ? "PASS host and device agree" : "FAIL host and device differ");
    return same ? 0 : 1;
}
