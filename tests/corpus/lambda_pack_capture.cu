// corpus: a device-code lambda capturing a function parameter pack by copy (`[args...]`) and
// by reference (`[&args...]`), with fold expressions in its body
#include <cstdio>

template <class... Ts>
__device__ int scaledSum(Ts... args) {
    auto f = [args...](int m) { return ((args * m) + ...); };
    return f(2);
}

template <class... Ts>
__device__ void bumpAll(Ts &...args) {
    auto g = [&args...]() { ((args += 10), ...); };
    g();
}

__global__ void k(int *o) {
    o[0] = scaledSum(1, 2, 3);
    o[1] = scaledSum(5);
    int a = 1, b = 2;
    bumpAll(a, b);
    o[2] = a * 100 + b;
}

int main() {
    int *d;
    cudaMalloc(&d, 3 * sizeof(int));
    k<<<1, 1>>>(d);
    int h[3];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%d %d %d\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
