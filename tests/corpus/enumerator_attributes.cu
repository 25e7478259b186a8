// Enumerators with attributes of their own (C++17): `Red [[deprecated]]`, `[[maybe_unused]]`,
// with and without values, in plain and scoped enumerations used by device code.
#include <cstdio>

enum Color { Red [[deprecated]], Green [[maybe_unused]] = 5, Blue };
enum class Mode : unsigned char { Fast [[maybe_unused]] = 2, Exact };

__global__ void k() {
    printf("%d %d %d\n", (int)Green, (int)Blue, (int)Mode::Exact);
}

int main() {
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
