// Direct initialization of a scalar from a class object (`bool ok(handle);`, `int n(x);`)
// takes the class's `explicit` conversion functions, as braces and `static_cast` do, where copy
// initialization (`bool ok = handle;`) would not.
#include <cstdio>

struct Handle {
    int id;
    __host__ __device__ explicit operator bool() const { return id != 0; }
    __host__ __device__ explicit operator int() const { return id * 10; }
};

__host__ __device__ void run(int* out) {
    Handle live{4}, dead{0};
    bool ok(live);
    bool gone(dead);
    int n(live);
    const int twice(live);
    int braced{live};
    out[0] = ok * 10 + gone;
    out[1] = n + twice * 100 + braced;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[2];
    run(host);
    printf("%d %d\n%d %d\n", out[0], out[1], host[0], host[1]);
    cudaFree(out);
    return 0;
}
