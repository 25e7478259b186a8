// `is_convertible` and `is_constructible` to a reference: an lvalue reference binds an object of
// its own type only where it is at least as qualified (`const float&` does not bind to
// `float&`), so a tuple-like class's constructor constrained on them picks the overload C++ does;
// an rvalue reference binds an lvalue of another type through a temporary (`f(float&&)` given
// an `int`, or a `const int`).
#include <cstdio>
#include <type_traits>

__device__ float twice(float&& v) { return v * 2; }

__global__ void traits(int* out) {
    out[0] = std::is_constructible<float&, const float&>::value;
    out[1] = std::is_constructible<float&, float&>::value;
    out[2] = std::is_constructible<const float&, float&>::value;
    out[3] = std::is_convertible<const int&, int&>::value;
    out[4] = std::is_convertible<volatile int&, int&>::value;
    out[5] = std::is_convertible<const int&, const int&>::value;
    out[6] = std::is_constructible<int&, const int&>::value;
    out[7] = std::is_convertible<int&, const volatile int&>::value;
    out[8] = std::is_convertible<const int&, float&&>::value;
    out[9] = std::is_convertible<int&, int&&>::value;
    int x = 3;
    const int c = 4;
    out[10] = (int)twice(x) + (int)twice(c) * 100;
}

int main() {
    int* d;
    cudaMalloc(&d, 11 * sizeof(int));
    traits<<<1, 1>>>(d);
    int h[11];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 11; ++i) printf("%d ", h[i]);
    printf("\n");
    cudaFree(d);
    return 0;
}
