// corpus: single-precision math library functions (sinf, cosf, expf, logf, sqrtf, powf, ...) printed to 4 places
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

#define NF 14
#define NX 4

__global__ void mathf(const float* xs, float* out) {
    int i = threadIdx.x;
    if (i >= NX) return;
    float x = xs[i];
    float* o = out + i * NF;
    o[0] = sinf(x);
    o[1] = cosf(x);
    o[2] = tanf(x);
    o[3] = expf(x);
    o[4] = logf(x);
    o[5] = sqrtf(x);
    o[6] = powf(x, 1.5f);
    o[7] = atan2f(x, 2.0f);
    o[8] = tanhf(x);
    o[9] = log10f(x);
    o[10] = exp2f(x);
    o[11] = cbrtf(x);
    o[12] = hypotf(x, 3.0f);
    o[13] = fmodf(x * 10.0f, 3.0f) + floorf(x) + ceilf(-x) + truncf(x) + fabsf(-x) + fminf(x, 1.0f) + fmaxf(x, 3.0f);
}

int main() {
    const float xs[NX] = {0.3f, 1.15f, 2.35f, 3.45f};
    const char* names[NF] = {"sinf", "cosf", "tanf", "expf", "logf", "sqrtf", "powf(x,1.5)",
                             "atan2f(x,2)", "tanhf", "log10f", "exp2f", "cbrtf", "hypotf(x,3)", "mixed"};
    float *dx, *dout;
    CHECK(cudaMalloc(&dx, sizeof(xs)));
    CHECK(cudaMalloc(&dout, NX * NF * sizeof(float)));
    CHECK(cudaMemcpy(dx, xs, sizeof(xs), cudaMemcpyHostToDevice));
    mathf<<<1, 32>>>(dx, dout);
    CHECK(cudaGetLastError());
    float h[NX * NF];
    CHECK(cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost));
    printf("%-12s", "x");
    for (int i = 0; i < NX; ++i) printf(" %10.4f", xs[i]);
    printf("\n");
    for (int f = 0; f < NF; ++f) {
        printf("%-12s", names[f]);
        for (int i = 0; i < NX; ++i) printf(" %10.4f", h[i * NF + f]);
        printf("\n");
    }
    cudaFree(dx); cudaFree(dout);
    return 0;
}
