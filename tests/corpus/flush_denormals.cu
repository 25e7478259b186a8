// -ftz=true: single-precision arithmetic reads a subnormal operand as a zero of its sign and
// gives one for a subnormal result; moves, loads, stores and bit casts keep subnormals (and a
// float widened to double and narrowed back is the float itself, as CUDA's compiler folds it). Atomic
// float additions flush whatever the flag says (a GPU's atom.add.f32 does).
#include <cmath>
#include <cstdio>
#include <cstring>

struct Case {
    const char* what;
};

const Case cases[] = {
    {"a * a (a subnormal product)"}, {"d + 0"}, {"d * 2"}, {"d > 0"}, {"d != 0"}, {"-d"},
    {"fabsf(d)"}, {"(double)d, high word"}, {"sqrtf(d)"}, {"d / 3"}, {"1 / d"},
    {"fmaxf(d, 0)"}, {"fminf(d, -d)"}, {"d * 1e30"}, {"d (a move)"}, {"__fadd_rn(d, 0)"},
    {"__fmul_rn(a, a)"}, {"fmaf(a, a, 0)"}, {"expf(-90)"}, {"ldexpf(1, -130)"},
    {"(float)(1e-42 * one)"}, {"__saturatef(d)"}, {"copysignf(d, -1)"}, {"d * one"},
    {"rsqrtf(d)"}, {"logf(d)"}, {"__int_as_float(1)"}, {"shuffled d"}, {"(float)(double)d"},
    {"atomicAdd(global 1e-38, 1e-38) old"}, {"atomicAdd(shared 1e-38, 1e-38) old"},
};
constexpr int N = sizeof(cases) / sizeof(cases[0]);

__global__ void ops(const float* in, unsigned* out, float* global_sum) {
    float a = in[0], d = in[1], big = in[2], one = in[3], tiny = in[4];
    int i = 0;
    out[i++] = __float_as_uint(a * a);
    out[i++] = __float_as_uint(d + 0.0f);
    out[i++] = __float_as_uint(d * 2.0f);
    out[i++] = d > 0.0f;
    out[i++] = d != 0.0f;
    out[i++] = __float_as_uint(-d);
    out[i++] = __float_as_uint(fabsf(d));
    out[i++] = (unsigned)(__double_as_longlong((double)d) >> 32);
    out[i++] = __float_as_uint(sqrtf(d));
    out[i++] = __float_as_uint(d / 3.0f);
    out[i++] = __float_as_uint(1.0f / d);
    out[i++] = __float_as_uint(fmaxf(d, 0.0f));
    out[i++] = __float_as_uint(fminf(d, -d));
    out[i++] = __float_as_uint(d * big);
    out[i++] = __float_as_uint(d);
    out[i++] = __float_as_uint(__fadd_rn(d, 0.0f));
    out[i++] = __float_as_uint(__fmul_rn(a, a));
    out[i++] = __float_as_uint(fmaf(a, a, 0.0f));
    out[i++] = __float_as_uint(expf(-90.0f * one));
    out[i++] = __float_as_uint(ldexpf(1.0f, -130));
    out[i++] = __float_as_uint((float)(1e-42 * one));
    out[i++] = __float_as_uint(__saturatef(d));
    out[i++] = __float_as_uint(copysignf(d, -1.0f));
    out[i++] = __float_as_uint(d * one);
    out[i++] = __float_as_uint(rsqrtf(d));
    out[i++] = __float_as_uint(logf(d));
    out[i++] = __float_as_uint(__int_as_float(1));
    out[i++] = __float_as_uint(__shfl_sync(0xffffffff, d, 0));
    out[i++] = __float_as_uint((float)(double)d);
    out[i++] = __float_as_uint(atomicAdd(global_sum, tiny));
    __shared__ float shared_sum;
    shared_sum = tiny;
    __syncthreads();
    out[i++] = __float_as_uint(atomicAdd(&shared_sum, tiny));
    __syncthreads();
    out[i++] = __float_as_uint(shared_sum);
}

int main() {
    const float in[] = {1e-20f, 1e-40f, 1e30f, 1.0f, 1e-38f};
    float *d_in, *d_sum;
    unsigned* d_out;
    cudaMalloc(&d_in, sizeof in);
    cudaMalloc(&d_out, (N + 1) * sizeof(unsigned));
    cudaMalloc(&d_sum, sizeof(float));
    cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice);
    cudaMemcpy(d_sum, &in[4], sizeof(float), cudaMemcpyHostToDevice);
    ops<<<1, 1>>>(d_in, d_out, d_sum);
    unsigned out[N + 1];
    float sum;
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(&sum, d_sum, sizeof sum, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++) {
        float f;
        memcpy(&f, &out[i], sizeof f);
        printf("%-36s %08x %g\n", cases[i].what, out[i], f);
    }
    unsigned sum_bits;
    memcpy(&sum_bits, &sum, sizeof sum);
    printf("global sum after the atomic add      %08x\n", sum_bits);
    printf("shared sum after the atomic add      %08x\n", out[N]);
    return 0;
}
