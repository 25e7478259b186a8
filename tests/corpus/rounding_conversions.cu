// Float-to-integer conversions with each rounding mode, and the classification functions
// whose float overloads end in an `f` of their own (isinf, erf).
#include <cmath>
#include <cstdio>

__global__ void convert(const float *x, const double *y, int *o, unsigned *u, float *f) {
    int i = threadIdx.x;
    o[4 * i + 0] = __float2int_rd(x[i]);
    o[4 * i + 1] = __float2int_ru(x[i]);
    o[4 * i + 2] = __float2int_rz(x[i]);
    o[4 * i + 3] = __float2int_rn(x[i]);
    u[i] = __float2uint_ru(fabsf(x[i]));
    f[2 * i] = isinf(x[i] * 1e38f) + 2 * isinf(y[i] * 1e308) + 4 * isnan(x[i] - x[i]);
    f[2 * i + 1] = erff(x[i] / 4.0f);
}

int main() {
    const int n = 6;
    float hx[n] = {-2.5f, -2.1f, -0.5f, 0.5f, 2.1f, 2.5f};
    double hy[n] = {-2.5, -2.1, -0.5, 0.5, 2.1, 2.5};
    float *x, *f;
    double *y;
    int *o;
    unsigned *u;
    cudaMallocManaged(&x, sizeof hx);
    cudaMallocManaged(&y, sizeof hy);
    cudaMallocManaged(&o, 4 * n * sizeof(int));
    cudaMallocManaged(&u, n * sizeof(unsigned));
    cudaMallocManaged(&f, 2 * n * sizeof(float));
    for (int i = 0; i < n; ++i) {
        x[i] = hx[i];
        y[i] = hy[i];
    }
    convert<<<1, n>>>(x, y, o, u, f);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; ++i)
        printf("%5.2f: rd %d ru %d rz %d rn %d | uint ru %u | inf/nan %g | erf %.6f\n", hx[i],
               o[4 * i], o[4 * i + 1], o[4 * i + 2], o[4 * i + 3], u[i], f[2 * i], f[2 * i + 1]);
    return 0;
}
