// corpus: C++20 <=> of a pointer and an array (the array decays): the addresses' order
#include <compare>
#include <cstdio>

__global__ void kernel(int* out)
{
    int a[4] = {1, 2, 3, 4};
    const int* p = a + 2;
    const int* q = a;
    auto later = p <=> a;
    auto earlier = a <=> p;
    auto same = q <=> a;
    out[0] = later > 0;
    out[1] = earlier < 0;
    out[2] = same == 0;
    out[3] = std::is_same_v<decltype(later), std::strong_ordering>;
}

int main()
{
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    cudaFree(out);
    return 0;
}
