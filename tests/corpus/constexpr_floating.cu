// constexpr evaluation over floating-point values: functions with float and double locals,
// loops and mixed arithmetic, in __constant__ and __device__ initializers, static_assert,
// array bounds and template arguments.
#include <cstdio>

constexpr float deg2rad(float d) { return d * 3.14159265f / 180.0f; }

// e^x by its series, in double.
constexpr double exp_series(double x) {
    double term = 1.0, sum = 1.0;
    for (int n = 1; n < 30; ++n) {
        term *= x / n;
        sum += term;
    }
    return sum;
}

// A Gaussian weight table's entries, rounded through float locals.
constexpr float gauss(int i, float sigma) {
    float x = i / sigma;
    float e = 1.0f;
    float t = 1.0f;
    for (int n = 1; n < 20; ++n) {
        t *= -(x * x / 2) / n;
        e += t;
    }
    return e;
}

// Overloads chosen by the arguments' types, as in a call at run time.
__host__ __device__ constexpr int width(int cells) { return cells * 4; }
__host__ __device__ constexpr int width(double inches) { return (int)(inches * 96); }
__host__ __device__ constexpr int width(float cm) { return (int)(cm * 38); }

constexpr double kE = exp_series(1.0);
constexpr float kRightAngle = deg2rad(90.0f);
static_assert(kE > 2.718 && kE < 2.719, "e");
static_assert(exp_series(0.0) == 1.0, "e^0");

__constant__ float c_weights[4] = {gauss(0, 2.0f), gauss(1, 2.0f), gauss(2, 2.0f), gauss(3, 2.0f)};
__constant__ double c_e = kE;
__device__ float d_angles[3] = {deg2rad(30.0f), deg2rad(45.0f), kRightAngle};

template <int N>
__global__ void fill(int *out) {
    out[threadIdx.x] = N * (threadIdx.x + 1);
}

__global__ void report(float *f, double *d) {
    for (int i = 0; i < 4; ++i) f[i] = c_weights[i];
    for (int i = 0; i < 3; ++i) f[4 + i] = d_angles[i];
    d[0] = c_e;
    int scratch[(int)(2.5 * 4)];
    d[1] = sizeof(scratch) / sizeof(int);
    static_assert(width(2) == 8 && width(0.5) == 48 && width(1.0f) == 38, "overloads");
    char cells[width(3)], inches[width(0.25)], cm[width(2.0f)];
    f[7] = sizeof(cells) * 10000 + sizeof(inches) * 100 + sizeof(cm);
}

int main() {
    float *f;
    double *d;
    int *n;
    cudaMallocManaged(&f, 8 * sizeof(float));
    cudaMallocManaged(&d, 2 * sizeof(double));
    cudaMallocManaged(&n, 4 * sizeof(int));
    report<<<1, 1>>>(f, d);
    fill<(int)(exp_series(2.0) * 10)><<<1, 4>>>(n);
    cudaDeviceSynchronize();
    printf("weights: %.7f %.7f %.7f %.7f\n", f[0], f[1], f[2], f[3]);
    printf("angles: %.7f %.7f %.7f\n", f[4], f[5], f[6]);
    printf("overloaded widths: %.0f\n", f[7]);
    printf("e = %.15f, scratch %g\n", d[0], d[1]);
    printf("fill: %d %d %d %d\n", n[0], n[1], n[2], n[3]);
    printf("host: %.15f %.7f\n", kE, gauss(1, 2.0f));
    return 0;
}
