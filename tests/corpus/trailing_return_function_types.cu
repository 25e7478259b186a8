// corpus: function types written with a trailing return type (`auto (Is...) -> R`), as an
// alias, a template argument and a pointer's pointee, in device code
#include <cstdio>
#include <type_traits>

__device__ int twice(int x) { return 2 * x; }
__device__ float scaled(float x, int k) { return x * k; }

template <typename R, typename... Is>
__device__ R call(void* p, Is... is) {
    using function = auto(Is...) -> R;
    return ((function*)p)(is...);
}

__global__ void run(float* out) {
    out[0] = call<int>((void*)&twice, 21);
    out[1] = call<float>((void*)&scaled, 1.5f, 4);
    auto (*f)(int) -> int = twice;
    out[2] = f(5);
    out[3] = std::is_same<auto(int) -> int, int(int)>::value;
}

int main() {
    float* d;
    cudaMalloc(&d, 4 * sizeof(float));
    run<<<1, 1>>>(d);
    float h[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
