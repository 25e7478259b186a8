// Value-initialization and constants in the forms real kernels write: `x = {}` of a scalar, of
// a vector type, of a half2 (whose default constructor is defaulted: zeroed) and of a plain
// struct; `return {};` of a scalar and of a struct; a static local constant sized by sizeof of a static local array; and an extended
// lambda capturing __restrict__ pointers.
#include <cstdio>
#include <cuda_fp16.h>

struct Pair { int a, b; };

template <typename T> __device__ T nothing() { return {}; }
__device__ Pair no_pair() { return {}; }

__device__ double polynomial(double x)
{
    static const double c[] = {1.0, 2.0, 3.0};
    static const int degree = sizeof(c) / sizeof(double) - 1;
    double r = c[degree];
    for (int i = degree - 1; i >= 0; i--)
        r = r * x + c[i];
    return r;
}

__global__ void reset(float *out, int v)
{
    float2 f = make_float2(v, v);
    f = {};
    Pair p = {v, v};
    p = {};
    half2 h = __float2half2_rn(v);
    h = {};
    half2 accumulated = __float2half2_rn(0.f);
    for (int round = 0; round < 3; round++) {
        accumulated = {};
        accumulated = __hfma2(__float2half2_rn(v), __float2half2_rn(2.f), accumulated);
    }
    int i = v;
    i = {};
    out[0] = f.x + f.y;
    out[1] = p.a + p.b;
    out[2] = __half2float(h.x) + __half2float(h.y);
    out[3] = __half2float(accumulated.x);
    out[4] = i;
    out[5] = polynomial(2.0);
    out[6] = nothing<int>() + nothing<float>() + no_pair().b + 1;
}

template <typename F> __global__ void apply(int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}

void doubled(int *__restrict__ out, const int *__restrict__ in, int n)
{
    auto body = [=] __device__(int i) { out[i] = in[i] * 2; };
    apply<<<1, 32>>>(n, body);
}

int main()
{
    float *out;
    cudaMallocManaged(&out, 7 * sizeof(float));
    reset<<<1, 1>>>(out, 7);
    cudaDeviceSynchronize();
    printf("float2 %g pair %g half2 %g accumulated %g int %g polynomial %g returned %g\n",
           out[0], out[1], out[2], out[3], out[4], out[5], out[6]);
    int *in, *twice;
    cudaMallocManaged(&in, 8 * sizeof(int));
    cudaMallocManaged(&twice, 8 * sizeof(int));
    for (int k = 0; k < 8; k++)
        in[k] = k;
    doubled(twice, in, 8);
    cudaDeviceSynchronize();
    for (int k = 0; k < 8; k++)
        printf("%d%c", twice[k], k == 7 ? '\n' : ' ');
    return 0;
}
