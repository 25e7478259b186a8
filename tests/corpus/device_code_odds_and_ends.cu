// Forms found by probing real-world device code: a class or enumeration defined in the
// declaration of a local variable (its name and enumerators usable after), a product minus a
// variable fused into one multiply-add as nvcc fuses it (the result shows the single
// rounding), the compiler hint builtins of the CUDA Programming Guide, and inline PTX `bfe`
// (unsigned and signed, with fields that run past the value).
#include <cstdio>

__device__ unsigned bit_field(unsigned x, unsigned pos, unsigned len) {
    unsigned r;
    asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
    return r;
}

__device__ int signed_bit_field(int x, unsigned pos, unsigned len) {
    int r;
    asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
    return r;
}

__global__ void signed_fields(int *out) {
    const unsigned pos[6] = {28, 4, 20, 40, 3, 0};
    const unsigned len[6] = {8, 8, 4, 4, 0, 32};
    int i = threadIdx.x;
    out[i] = signed_bit_field((int)0xABCD1234u, pos[i], len[i]);
}

__global__ void locals() {
    struct Pt {
        int x, y;
    } a = {1, 2};
    Pt b = a;
    enum { Low = 5, High } e = High;
    printf("locals: %d %d\n", b.x + b.y, (int)e);
}

__global__ void fused(float a, float c, double da, double dc, float *out, double *dout) {
    out[0] = a * a - c;
    out[1] = c - a * a;
    dout[0] = da * da - dc;
}

__global__ void hints(int *out, const float *p) {
    int t = threadIdx.x;
    __builtin_assume(t < 1024);
    const float *q = (const float *)__builtin_assume_aligned(p, 16);
    if (t > 5000) __builtin_unreachable();
    if (__builtin_expect(t == 3, 0)) out[t] = 100 + (int)q[t];
    else out[t] = t;
}

__global__ void fields(unsigned *out) {
    unsigned i = threadIdx.x;
    out[i] = bit_field(0xABCD1234u, i == 2 ? 28 : 4 * i, 8);
}

int main() {
    locals<<<1, 1>>>();
    cudaDeviceSynchronize();

    float *out;
    double *dout;
    cudaMallocManaged(&out, 2 * sizeof(float));
    cudaMallocManaged(&dout, sizeof(double));
    float a = 1.f + 1.f / 4096, c = 1.f + 1.f / 2048;
    double da = 1.0 + 1.0 / (1 << 27), dc = 1.0 + 2.0 / (1 << 27);
    fused<<<1, 1>>>(a, c, da, dc, out, dout);
    cudaDeviceSynchronize();
    printf("fused: %g %g %g\n", out[0], out[1], dout[0]);

    int *h;
    float *p;
    cudaMallocManaged(&h, 4 * sizeof(int));
    cudaMallocManaged(&p, 4 * sizeof(float));
    for (int i = 0; i < 4; i++) p[i] = i;
    hints<<<1, 4>>>(h, p);
    cudaDeviceSynchronize();
    printf("hints: %d %d %d %d\n", h[0], h[1], h[2], h[3]);

    unsigned *u;
    cudaMallocManaged(&u, 3 * sizeof(unsigned));
    fields<<<1, 3>>>(u);
    cudaDeviceSynchronize();
    printf("bfe: %x %x %x\n", u[0], u[1], u[2]);
    int *sf;
    cudaMallocManaged(&sf, 6 * sizeof(int));
    signed_fields<<<1, 6>>>(sf);
    cudaDeviceSynchronize();
    printf("bfe.s32: %d %d %d %d %d %d\n", sf[0], sf[1], sf[2], sf[3], sf[4], sf[5]);
    return 0;
}
