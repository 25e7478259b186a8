// The GNU C spellings older CUDA code uses in kernels, which nvcc's front end takes:
// typeof, statement expressions, `?:` with the middle left out, case ranges, array
// designators, __alignof, __extension__, __signed__, the bit and offsetof builtins; with
// parenthesized declarators, CUB's `Alias::Alias(...)` and a parenthesized launch-bounds hint.
// (nvcc's device code takes a case range at its first value only: so does ferrocuda.)
#include <cstdio>

#define THREADS 64
#define MIN_BLOCKS (2048 / THREADS)
#define SWAP(a, b) do { typeof(a) _t = (a); (a) = (b); (b) = _t; } while (0)
#define MAXI(a, b) ({ int _a = (a), _b = (b); _a > _b ? _a : _b; })

struct Packet { char tag; __extension__ long long payload; int data[4]; };
struct BlockLoad { __device__ static int BlockLoad2(int x) { return x * 3; } };
typedef BlockLoad BlockLoad2;

__device__ int (twice)(int x) { return 2 * x; }
__device__ int (table)[3] = {7, 8, 9};

__device__ int classify(int v) {
    switch (v) {
    case 0 ... 9: return 1;
    case 10 ... 99: return 2;
    case 100: return 3;
    default: return 0;
    }
}

__global__ void __launch_bounds__(THREADS, MIN_BLOCKS) kernel(int* out, int x) {
    int a = 5, arr[3] = {1, 2, 3};
    __typeof__(a) b = a * 2;
    __typeof(arr[1]) copy = arr[1];
    copy = 40;
    SWAP(arr[0], arr[2]);
    int (paren) = 4;
    int designated[5] = {[1] = 10, [3] = 30, 31};
    __signed__ int negative = -4;
    int n = 0;
    out[n++] = b;
    out[n++] = arr[0] * 100 + arr[1] * 10 + arr[2];
    out[n++] = MAXI(x * 2, 7) + 1;
    out[n++] = (x > 3 ?: 9) + (0 ?: 9) * 10;
    out[n++] = classify(x) * 1000 + classify(42) * 100 + classify(100) * 10 + classify(-1);
    out[n++] = designated[0] + designated[1] + designated[3] + designated[4] * 100;
    out[n++] = (int)__alignof(Packet) + (int)__builtin_offsetof(Packet, data) * 100;
    out[n++] = __builtin_popcount(0xF0F0u) + __builtin_clz(1) * 100 + __builtin_ctz(8) * 10000;
    out[n++] = negative + paren + twice(table[2]) + BlockLoad2::BlockLoad2(3);
    out[n++] = copy + __builtin_abs(-7);
}

int main() {
    int* out;
    cudaMallocManaged(&out, 16 * sizeof(int));
    kernel<<<1, THREADS>>>(out, 5);
    cudaDeviceSynchronize();
    for (int i = 0; i < 10; i++) printf("%d\n", out[i]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
