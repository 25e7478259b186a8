// corpus: overloaded kernels (same name, different parameters), each launched by its own
// arguments, beside a kernel template of the same name; C++17 evaluation order in
// assignments and bit-field promotion in kernels
#include <cstdio>

__global__ void fill(int* out, int n) {
    for (int i = threadIdx.x; i < n; i += blockDim.x) out[i] = i * 2;
}

__global__ void fill(float* out, int n) {
    for (int i = threadIdx.x; i < n; i += blockDim.x) out[i] = i * 0.5f;
}

__global__ void fill(double* out, float scale, int n) {
    for (int i = threadIdx.x; i < n; i += blockDim.x) out[i] = i * (double)scale;
}

template <class T>
__global__ void fill(T* out, T value) {
    out[threadIdx.x] = value;
}

struct Flags {
    unsigned small : 3;
    unsigned wide : 31;
    unsigned full : 32;
};

__global__ void semantics(long long* out) {
    int i = 0;
    int order[4] = {-1, -1, -1, -1};
    order[i++] = i;
    order[i++] = i;
    out[0] = order[0] * 10 + order[1];
    Flags f;
    f.small = 3;
    f.wide = 3;
    f.full = 3;
    out[1] = f.small - 8;
    out[2] = f.wide - 8;
    out[3] = f.full - 8;
}

int main() {
    int* di;
    float* df;
    double* dd;
    short* ds;
    long long* dl;
    cudaMalloc(&di, 4 * sizeof(int));
    cudaMalloc(&df, 4 * sizeof(float));
    cudaMalloc(&dd, 4 * sizeof(double));
    cudaMalloc(&ds, 4 * sizeof(short));
    cudaMalloc(&dl, 4 * sizeof(long long));
    fill<<<1, 4>>>(di, 4);
    fill<<<1, 4>>>(df, 4);
    fill<<<1, 4>>>(dd, 1.5f, 4);
    fill<short><<<1, 4>>>(ds, (short)7);
    semantics<<<1, 1>>>(dl);
    int hi[4];
    float hf[4];
    double hd[4];
    short hs[4];
    long long hl[4];
    cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
    cudaMemcpy(hs, ds, sizeof hs, cudaMemcpyDeviceToHost);
    cudaMemcpy(hl, dl, sizeof hl, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; ++i) printf("%d %g %g %d\n", hi[i], hf[i], hd[i], hs[i]);
    printf("order %lld, bit-fields %lld %lld %lld\n", hl[0], hl[1], hl[2], hl[3]);
    return 0;
}
