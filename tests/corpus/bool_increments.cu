// Incrementing a `bool` (deprecated, allowed before C++17) makes it true, whatever it held: a
// plain `bool`, a `bool` bit-field, before and after the increment.
#include <cstdio>

struct Flags {
    bool on : 1;
    int rest : 7;
};

__host__ __device__ void run(int* out) {
    bool b = true;
    bool was = b++;
    out[0] = *(unsigned char*)&b * 10 + was;
    bool c = false;
    bool now = ++c;
    out[1] = *(unsigned char*)&c * 10 + now;
    Flags f{true, 3};
    f.on++;
    out[2] = f.on * 100 + f.rest;
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
