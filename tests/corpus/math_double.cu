// corpus: double-precision math library functions printed to 6 places
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "CUDA error '%s' at %s:%d\n",                  \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

#define NF 12
#define NX 4

__global__ void mathd(const double* xs, double* out) {
    int i = threadIdx.x;
    if (i >= NX) return;
    double x = xs[i];
    double* o = out + i * NF;
    o[0] = sin(x);
    o[1] = cos(x);
    o[2] = exp(x);
    o[3] = log(x);
    o[4] = sqrt(x);
    o[5] = pow(x, 2.5);
    o[6] = atan(x);
    o[7] = sinh(x);
    o[8] = log1p(x);
    o[9] = expm1(-x);
    o[10] = erf(x / 2.0);
    o[11] = fma(x, x, -1.0) + floor(x * 3.0) + fabs(-x);
}

int main() {
    const double xs[NX] = {0.3, 1.15, 2.35, 3.45};
    const char* names[NF] = {"sin", "cos", "exp", "log", "sqrt", "pow(x,2.5)",
                             "atan", "sinh", "log1p", "expm1(-x)", "erf(x/2)", "mixed"};
    double *dx, *dout;
    CHECK(cudaMalloc(&dx, sizeof(xs)));
    CHECK(cudaMalloc(&dout, NX * NF * sizeof(double)));
    CHECK(cudaMemcpy(dx, xs, sizeof(xs), cudaMemcpyHostToDevice));
    mathd<<<1, 32>>>(dx, dout);
    CHECK(cudaGetLastError());
    double h[NX * NF];
    CHECK(cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost));
    printf("%-11s", "x");
    for (int i = 0; i < NX; ++i) printf(" %12.6f", xs[i]);
    printf("\n");
    for (int f = 0; f < NF; ++f) {
        printf("%-11s", names[f]);
        for (int i = 0; i < NX; ++i) printf(" %12.6f", h[i * NF + f]);
        printf("\n");
    }
    cudaFree(dx); cudaFree(dout);
    return 0;
}
