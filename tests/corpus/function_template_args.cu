// Functions as template arguments: kernels and device templates parameterized by a device
// function (`reduce<ops::add, 0><<<...>>>`, `apply<&twice>`), overloads picked by the
// parameter's type, a function template's instance, a class template over a function, a kernel
// over a function whose pointer type repeats a parameter type (`void (*)(int*, int*)`).
#include <cstdio>
namespace ops {
__device__ int add(int a, int b) { return a + b; }
__device__ int mx(int a, int b) { return a > b ? a : b; }
__device__ float add(float a, float b) { return a + b; }
}
static __device__ __forceinline__ int mul(int a, int b) { return a * b; }
template <class T> __device__ T sub(T a, T b) { return a - b; }
typedef int (*BinOp)(int, int);

template <BinOp Op, int Identity>
__device__ int block_reduce(int v) {
    __shared__ int s[64];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k /= 2) {
        if (threadIdx.x < k) s[threadIdx.x] = Op(s[threadIdx.x], s[threadIdx.x + k]);
        __syncthreads();
    }
    return s[0];
}

template <int (*Op)(int, int), int Identity>
__global__ void reduce(const int* in, int* out) {
    int r = block_reduce<Op, Identity>(in[threadIdx.x]);
    if (threadIdx.x == 0) *out = Op(r, Identity);
}

template <float (*Op)(float, float)>
__global__ void combine(float* x) { x[threadIdx.x] = Op(x[threadIdx.x], 0.5f); }

template <int (*Op)(int, int)>
struct Folder {
    __device__ int fold(int a, int b) const { return Op(a, b); }
};

__global__ void with_struct(int* out) {
    Folder<ops::mx> f;
    Folder<&mul> g;
    out[0] = f.fold(3, 9);
    out[1] = g.fold(3, 9);
    BinOp p = ops::add;
    out[2] = p(4, 5);
}

__device__ float sq(float x) { return x * x; }
__host__ __device__ float twice(float x) { return 2.0f * x; }
typedef float (*UnaryOp)(float);

template <UnaryOp F>
__device__ float apply_twice(float x) { return F(F(x)); }

template <float (*F)(float)>
__global__ void apply(const float* in, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = apply_twice<F>(in[i]);
}

__device__ void set_pair(int* a, int* b) { *a = 42; *b = 7; }
typedef void (*PairFn)(int*, int*);
template <PairFn F>
__global__ void run_pair(int* out) { F(out, out + 1); }

int main() {
    int h[64], *d, *o, r[3];
    for (int i = 0; i < 64; i++) h[i] = (i * 37) % 50 + 1;
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, sizeof r);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    reduce<ops::add, 0><<<1, 64>>>(d, o);
    cudaMemcpy(r, o, sizeof(int), cudaMemcpyDeviceToHost); printf("sum %d\n", r[0]);
    reduce<ops::mx, 0><<<1, 64>>>(d, o);
    cudaMemcpy(r, o, sizeof(int), cudaMemcpyDeviceToHost); printf("max %d\n", r[0]);
    reduce<sub<int>, 0><<<1, 64>>>(d, o);
    cudaMemcpy(r, o, sizeof(int), cudaMemcpyDeviceToHost); printf("sub %d\n", r[0]);
    reduce<&mul, 1><<<1, 4>>>(d, o);
    cudaMemcpy(r, o, sizeof(int), cudaMemcpyDeviceToHost); printf("mul %d\n", r[0]);
    float hf[4] = {1, 2, 3, 4}, *df;
    cudaMalloc(&df, sizeof hf);
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    combine<ops::add><<<1, 4>>>(df);
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    printf("%.1f %.1f %.1f %.1f\n", hf[0], hf[1], hf[2], hf[3]);
    with_struct<<<1, 1>>>(o);
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d %d %d\n", r[0], r[1], r[2]);
    float in[8], out[8], *d_in, *d_out;
    for (int i = 0; i < 8; i++) in[i] = i;
    cudaMalloc(&d_in, sizeof in);
    cudaMalloc(&d_out, sizeof out);
    cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice);
    apply<sq><<<1, 8>>>(d_in, d_out, 8);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%g ", out[i]);
    printf("\n");
    apply<&twice><<<1, 8>>>(d_in, d_out, 8);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%g ", out[i]);
    printf("\nhost twice %g\n", twice(4.0f));
    run_pair<set_pair><<<1, 1>>>(o);
    cudaMemcpy(r, o, 2 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("pair %d %d\n", r[0], r[1]);
    cudaError_t e = cudaGetLastError();
    printf("%s\n", cudaGetErrorString(e));
    return 0;
}
