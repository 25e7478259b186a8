// Names that hide types (a variable called like a typedef or like `struct tm`, a C struct's
// variable named after its tag) and enumerations local to function templates whose values
// come from the template's parameters (CUB's `enum { WORDS = sizeof(T) / sizeof(int) };`).
#include <cstdio>
#include <ctime>

typedef int T;
struct point { int x, y; };

__device__ int hide_typedef(int T) {
    T += 2;
    T *= 3;
    return T;
}

__device__ int hide_struct_tm(int seconds) {
    int tm = seconds / 60;
    tm++;
    return tm;
}

__device__ int c_struct(struct point q) {
    struct point point;
    point = q;
    point.x += 1;
    return point.x * 10 + point.y;
}

template <class V>
__device__ int words() {
    enum { WORDS = sizeof(V) / sizeof(int), BYTES = sizeof(V) };
    int w[WORDS];
    for (int i = 0; i < WORDS; i++) w[i] = i + 1;
    return w[WORDS - 1] * 100 + BYTES;
}

template <int N>
__device__ int doubled() {
    enum { M = N * 2 };
    return M;
}

__global__ void kernel(int* out) {
    out[0] = hide_typedef(5);
    out[1] = hide_struct_tm(125);
    out[2] = c_struct(point{4, 2});
    out[3] = words<int>();
    out[4] = words<double4>();
    out[5] = doubled<21>();
    T t = 7;
    out[6] = t;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 7 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 7; i++) printf("%d ", out[i]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
