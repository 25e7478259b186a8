// corpus: functions overloaded on whether a referenced or pointed-to array's elements are
// const are two functions, and a const array chooses the const one (a template deduces the
// const element type)
#include <cstdio>

__device__ int pick(const int (&)[3]) { return 1; }
__device__ int pick(int (&)[3]) { return 2; }
__device__ int point(const int (*)[3]) { return 3; }
__device__ int point(int (*)[3]) { return 4; }
template <class T, int N>
__device__ int sum(T (&a)[N]) {
    int s = 0;
    for (int i = 0; i < N; ++i)
        s += a[i];
    return s;
}

__global__ void kernel(int* out) {
    int values[3] = {1, 2, 3};
    const int fixed[3] = {4, 5, 6};
    out[0] = pick(values);
    out[1] = pick(fixed);
    out[2] = point(&values);
    out[3] = point(&fixed);
    out[4] = sum(values) + sum(fixed);
}

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4]);
    cudaFree(out);
    return 0;
}
