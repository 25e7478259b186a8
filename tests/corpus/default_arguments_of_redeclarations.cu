// corpus: default arguments given by several declarations of one function add up (`int f(int
// a, int b = 4); int f(int a = 3, int b);`), whichever declaration a call finds: plain
// functions, functions of a namespace, and member functions whose
// definition outside the class adds defaults to the declaration in it
#include <cstdio>

__host__ __device__ int mix(int a, int b = 4);
__host__ __device__ int mix(int a = 3, int b);
__host__ __device__ int mix(int a, int b) { return a * 10 + b; }

namespace geometry {
__host__ __device__ int volume(int w, int h, int d = 1);
__host__ __device__ int volume(int w, int h = 2, int d);
}
__host__ __device__ int geometry::volume(int w, int h, int d) { return w * h * d; }

struct Counter {
    int base;
    __host__ __device__ int step(int times, int by = 5) const;
};
__host__ __device__ int Counter::step(int times = 2, int by) const { return base + times * by; }

__host__ __device__ void run(int* out) {
    int j = 0;
    out[j++] = mix();
    out[j++] = mix(1);
    out[j++] = mix(1, 2);
    out[j++] = geometry::volume(7);
    out[j++] = geometry::volume(7, 3);
    Counter c{100};
    out[j++] = c.step();
    out[j++] = c.step(3);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 7 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[7];
    run(host);
    for (int k = 0; k < 7; ++k) printf("%d%s", out[k], k == 6 ? "\n" : " ");
    for (int k = 0; k < 7; ++k) printf("%d%s", host[k], k == 6 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
