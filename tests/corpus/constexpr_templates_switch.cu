// corpus: constexpr function templates (deduced and explicit arguments), switch statements
// and local arrays in constexpr functions, evaluated where constants are required: array
// bounds, template arguments, static_assert, constexpr locals
#include <cstdio>

template <class T>
constexpr T cmax(T a, T b) { return a > b ? a : b; }

template <class T, int Scale>
constexpr T scaled(T v) { return v * Scale; }

constexpr int threadsFor(int level) {
    switch (level) {
    case 0:
        return 32;
    case 1:
    case 2:
        return 128;
    default:
        break;
    }
    return 256;
}

constexpr int triangle(int n) {
    int partial[16] = {};
    int total = 0;
    for (int i = 1; i <= n; ++i) {
        partial[i] = partial[i - 1] + i;
        total = partial[i];
    }
    return total;
}

constexpr int fib(int n) {
    int f[32] = {0, 1};
    for (int i = 2; i <= n; ++i) f[i] = f[i - 1] + f[i - 2];
    return f[n];
}

template <int N>
struct Tile {
    float v[N];
};

template <int Threads>
__global__ void fill(int* out) {
    __shared__ int staging[cmax(Threads, 64)];
    int t = threadIdx.x;
    staging[t] = t * 2;
    __syncthreads();
    if (t == 0) {
        int sum = 0;
        for (int i = 0; i < Threads; ++i) sum += staging[i];
        out[0] = sum;
        out[1] = sizeof(staging) / sizeof(int);
    }
}

__global__ void kernel(int* out) {
    Tile<threadsFor(1)> a;
    out[0] = sizeof(a) / sizeof(float);
    Tile<threadsFor(7)> b;
    out[1] = sizeof(b) / sizeof(float);
    int c[triangle(5)];
    out[2] = sizeof(c) / sizeof(int);
    constexpr long big = cmax<long>(7, 2) * 1000000000L;
    out[3] = (int)(big / 1000000);
    static_assert(cmax(2.5, 1.0) == 2.5, "cmax of doubles");
    static_assert(scaled<int, 3>(14) == 42, "scaled");
    static_assert(fib(20) == 6765, "fib");
    constexpr int f = fib(12);
    out[4] = f;
    Tile<scaled<int, 4>(threadsFor(0))> d;
    out[5] = sizeof(d) / sizeof(float);
}

int main() {
    int* d_out;
    cudaMalloc(&d_out, 8 * sizeof(int));
    kernel<<<1, 1>>>(d_out);
    int out[8];
    cudaMemcpy(out, d_out, 6 * sizeof(int), cudaMemcpyDeviceToHost);
    fill<threadsFor(0)><<<1, threadsFor(0)>>>(d_out + 6);
    cudaMemcpy(out + 6, d_out + 6, 2 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; ++i) printf("out[%d] = %d\n", i, out[i]);
    cudaFree(d_out);
    return 0;
}
