#include <cstddef>
__device__ int operator""_a(const char* s, size_t n) { return (int)n; }
__device__ int operator""_b(const char* s, size_t n) { return (int)n; }
__global__ void k(int* out) {
    out[0] = "x"_a "y"_b;
}
int main() { return 0; }
