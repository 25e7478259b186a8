// corpus: NaN as a GPU makes it: invalid operations give the canonical NaN (printed "nan", bits
// 0x7fffffff), CUDA's min/max of floats ignore a NaN operand (fminf/fmaxf) and order -0 below
// +0, fdimf and double-precision fmod with a NaN or zero divisor
#include <cstdio>
#include <cstring>
#include <cmath>

__global__ void kernel(const float* in, unsigned* bits, float* values, double* doubles) {
    float inf = in[0], zero = in[1], one = in[2], nan = in[3];
    float r[4] = {inf - inf, zero / zero, zero * inf, sqrtf(-1.0f + zero)};
    for (int i = 0; i < 4; ++i) {
        unsigned u;
        memcpy(&u, &r[i], 4);
        bits[i] = u;
        values[i] = r[i];
    }
    values[4] = min(one, nan);
    values[5] = max(nan, one);
    values[6] = fminf(-zero, zero);
    values[7] = fmaxf(-zero, zero);
    values[8] = fdimf(inf, one);
    doubles[0] = fmod(1.0, (double)zero);
    doubles[1] = (double)inf - (double)inf;
    printf("device: %f %f %f %f %f\n", r[0], r[1], r[2], r[3], values[4]);
}

int main() {
    float h[4] = {__builtin_huge_valf(), 0.0f, 1.0f, __builtin_nanf("")};
    float* d_in;
    unsigned* d_bits;
    float* d_values;
    double* d_doubles;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_bits, 4 * sizeof(unsigned));
    cudaMalloc(&d_values, 9 * sizeof(float));
    cudaMalloc(&d_doubles, 2 * sizeof(double));
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    kernel<<<1, 1>>>(d_in, d_bits, d_values, d_doubles);
    unsigned bits[4];
    float values[9];
    double doubles[2];
    cudaMemcpy(bits, d_bits, sizeof bits, cudaMemcpyDeviceToHost);
    cudaMemcpy(values, d_values, sizeof values, cudaMemcpyDeviceToHost);
    cudaMemcpy(doubles, d_doubles, sizeof doubles, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; ++i) printf("0x%08x %f\n", bits[i], values[i]);
    printf("min %g max %g fmin(-0, 0) %g fmax(-0, 0) %g fdim %g\n", values[4], values[5],
           values[6], values[7], values[8]);
    printf("doubles %f %f\n", doubles[0], doubles[1]);
    return 0;
}
