// corpus: a function template's parameter declared as an array (`T items[ITEMS]`) is a pointer,
// and deduces its element type from an array or a pointer argument, as CUB's BlockExchange
// takes its items
#include <cstdio>

template <typename T, int ITEMS>
__device__ void rotate(T items[ITEMS]) {
    T first = items[0];
    for (int i = 0; i + 1 < ITEMS; i++) items[i] = items[i + 1];
    items[ITEMS - 1] = first;
}

template <typename In, typename Out>
__device__ void widen(const In input[4], Out output[4]) {
    for (int i = 0; i < 4; i++) output[i] = (Out)input[i] * 1000;
}

__global__ void run(long long* out) {
    int items[3] = {1, 2, 3};
    rotate<int, 3>(items);
    short small[4] = {4, 5, 6, 7};
    long long* wide = out + 3;
    widen(small, wide);
    for (int i = 0; i < 3; i++) out[i] = items[i];
}

int main() {
    long long* d;
    cudaMalloc(&d, 7 * sizeof(long long));
    run<<<1, 1>>>(d);
    long long h[7];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 7; i++) printf("%lld%c", h[i], i == 6 ? '\n' : ' ');
    cudaFree(d);
    return 0;
}
