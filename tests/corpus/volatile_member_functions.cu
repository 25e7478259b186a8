// `volatile` after a member function's parameter list is part of its type: `f() const` and
// `f() const volatile` are two overloads, a `volatile` object (through a reference or a
// pointer) calls only `volatile` ones, and one that is not prefers the overload adding fewer
// qualifiers; __PRETTY_FUNCTION__ shows the qualifier.
#include <cstdio>

struct Sensor {
    int reading = 7;
    __host__ __device__ int f() const { return 1; }
    __host__ __device__ int f() const volatile { return 2; }
    __host__ __device__ int g() volatile { return 3; }
    __host__ __device__ int g() { return 4; }
    __host__ __device__ int read() const volatile { return reading; }
    __host__ __device__ void show() volatile { printf("%s\n", __PRETTY_FUNCTION__); }
};

__host__ __device__ void run(int* out) {
    Sensor s;
    const volatile Sensor& cv = s;
    volatile Sensor& v = s;
    volatile Sensor* p = &s;
    out[0] = s.f() * 10 + cv.f();
    out[1] = v.g() * 10 + s.g();
    out[2] = p->g() * 100 + p->f() * 10 + cv.read();
    v.show();
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[3];
    run(host);
    printf("%d %d %d\n%d %d %d\n", out[0], out[1], out[2], host[0], host[1], host[2]);
    cudaFree(out);
    return 0;
}
