// corpus: an enumeration without a fixed underlying type whose enumerators go past LONG_MAX
// (up to ULONG_MAX) has unsigned long as its underlying type: its values stay positive, and
// shifts and comparisons see them so
#include <cstdio>

enum All { Everything = 0xFFFFFFFFFFFFFFFFULL };
enum Top { TopBit = 0x8000000000000000ULL, Below = 1 };
enum Mixed { Negative = -1, Large = 0x80000000 };

__host__ __device__ unsigned long long answers() {
    unsigned long long a = 0;
    a = a * 10 + sizeof(All);
    a = a * 10 + (Everything > 0);
    a = a * 10 + (TopBit > Below);
    a = a * 10 + (unsigned long long)(TopBit >> 62);
    a = a * 10 + sizeof(Mixed);
    a = a * 10 + (Large > 0);
    a = a * 10 + (Everything + 0ULL == 0xFFFFFFFFFFFFFFFFULL);
    return a;
}

__global__ void kernel(unsigned long long* out) { *out = answers(); }

int main() {
    unsigned long long* out;
    cudaMallocManaged(&out, sizeof *out);
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device %llu host %llu\n", *out, answers());
    cudaFree(out);
    return 0;
}
