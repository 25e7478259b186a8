// Lambdas without captures converted to function pointers in device code, generic ones too:
// the pointer type converted to deduces the call operator's parameters (auto, const auto&,
// an explicit template parameter list), and the return type is the instance's.
#include <cstdio>

__device__ float apply(float (*f)(float, int), float x) { return f(x, 3); }
__device__ int digits(int (*f)(int, int, int)) { return f(1, 2, 3); }

__global__ void k() {
    int (*twice)(int) = [](auto x) { return x * 2; };
    double (*half)(double) = [](auto x) { return x / 2; };
    float scaled = apply([](auto x, auto n) { return x * n; }, 1.5f);
    int (*next)(const int&) = [](const auto& v) { return v + 1; };
    int (*width)(long) = []<class T>(T) { return (int)sizeof(T); };
    int (*narrow)(char) = []<class T>(T) { return (int)sizeof(T); };
    int joined = digits([](auto a, auto b, auto c) { return a * 100 + b * 10 + c; });
    int (*plain)(int) = [](int x) { return x - 1; };
    printf("%d %g %g %d %d %d %d %d\n", twice(21), half(5.0), scaled, next(41), width(0),
           narrow('a'), joined, plain(1));
}

int main() {
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
