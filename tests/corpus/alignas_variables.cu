// alignas on variables (not only on types): locals (a byte buffer for placement new, an int
// array), __shared__ arrays and __device__ variables are aligned as written.
#include <cstdint>
#include <cstdio>
#include <new>

struct alignas(32) A32 {
    float f[3];
};

struct Vec4 {
    float x, y, z, w;
    __device__ Vec4(float v) : x(v), y(v + 1), z(v + 2), w(v + 3) {}
};

__device__ alignas(128) int device_table[5];
__device__ char device_pad;

__global__ void kernel(int *out) {
    char pad1 = 1;
    alignas(16) unsigned char buf[48];
    char pad2 = 2;
    alignas(64) int x[3];
    A32 s;
    __shared__ char shared_pad;
    __shared__ alignas(256) float tile[8];
    static short table[3] = {1, 2, 3};
    buf[0] = (unsigned char)pad1;
    x[0] = pad2;
    s.f[0] = 0;
    shared_pad = 1;
    tile[0] = shared_pad;
    device_pad = 1;
    Vec4 *v = new (buf) Vec4(5.0f);
    out[0] = (int)((uintptr_t)buf % 16) + (int)((uintptr_t)x % 64) + (int)((uintptr_t)&s % 32);
    out[1] = (int)((uintptr_t)tile % 256) + (int)((uintptr_t)device_table % 128);
    out[2] = (int)(v->w + tile[0] + table[2] + x[0]);
}

int main() {
    int *out, h[3];
    cudaMalloc(&out, sizeof h);
    kernel<<<1, 1>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("misalignment %d %d, values %d\n", h[0], h[1], h[2]);
    return 0;
}
