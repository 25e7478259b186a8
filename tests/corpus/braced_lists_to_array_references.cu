// corpus: a braced list given to a reference to an array makes a temporary array (elements
// it leaves out are zero), and an array of fewer elements is the better match; `?:` of a
// pointer to an object and a `void*` is a `void*`
#include <cstdio>

struct Point { int x, y; };

__host__ __device__ int sized(const int (&a)[2]) { return 20 + a[1]; }
__host__ __device__ int sized(const int (&a)[3]) { return 30 + a[2]; }
__host__ __device__ int digits(const int (&a)[3]) { return a[0] * 100 + a[1] * 10 + a[2]; }
__host__ __device__ int taken(int (&&a)[2]) {
    a[0] += 1;
    return a[0] * 10 + a[1];
}
__host__ __device__ int points(const Point (&a)[2]) { return a[0].x + a[1].y; }
__host__ __device__ int kind(int*) { return 1; }
__host__ __device__ int kind(void*) { return 2; }
__host__ __device__ int kind(const void*) { return 3; }

__host__ __device__ void run(int* out) {
    int j = 0;
    out[j++] = sized({1, 2});
    out[j++] = sized({1, 2, 3});
    out[j++] = digits({1, 2});
    out[j++] = taken({4, 5});
    out[j++] = points({{1, 2}, {3, 4}});
    int k = 7;
    out[j++] = digits({k, k + 1, k + 2});
    bool pick = k > 0;
    int x = 0;
    void* any = &x;
    const void* seen = &x;
    out[j++] = kind(pick ? &x : any) * 10 + kind(pick ? &x : seen);
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
