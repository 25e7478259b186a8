// corpus: conversion functions are never used to copy an object of their own class (a template operator U() is not instantiated for U = the class); braced direct-initialization of a scalar also considers explicit conversion functions
#include <cstdio>
#include <type_traits>

__device__ long long device_log;
long long host_log;
__host__ __device__ long long& event_log() {
#ifdef __CUDA_ARCH__
    return device_log;
#else
    return host_log;
#endif
}

struct Num {
    int v;
    __host__ __device__ Num(int x) : v(x) {}
    template <class U>
    __host__ __device__ operator U() const {
        event_log() = event_log() * 10 + (std::is_same<U, Num>::value ? 1 : 2);
        return U(v + 100);
    }
    friend __host__ __device__ Num operator+(Num a, Num b) { return Num(a.v + b.v); }
};

struct Choice {
    __host__ __device__ explicit operator int() const { return 1; }
    __host__ __device__ operator double() const { return 2.75; }
};

__host__ __device__ void fill(long long* out) {
    Num n{41};
    out[0] = (n + n).v;
    out[1] = event_log();
    out[2] = operator+(n, n).v;
    out[3] = (long)n;
    out[4] = event_log();
    Choice c;
    int copied = c;
    int braced{c};
    out[5] = copied * 10 + braced;
    out[6] = static_cast<int>(c);
}

__global__ void kernel(long long* out) { fill(out); }

int main() {
    long long* out;
    cudaMallocManaged(&out, 7 * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    long long host[7];
    fill(host);
    for (int i = 0; i < 7; ++i) printf("out[%d] = %lld (host %lld)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
