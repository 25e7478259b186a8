// corpus: the conditional operator with class-type operands: by-value parameters, locals, nested, member access on the result, in a loop, with __half
#include <cuda_fp16.h>
#include <cstdio>

struct Pair {
    int a, b;
};

__device__ Pair pick(Pair x, Pair y, bool first)
{
    return first ? x : y;
}

__device__ __half larger(__half x, __half y)
{
    return x > y ? x : y;
}

__global__ void kernel(int *out, int n)
{
    int t = threadIdx.x;
    Pair p{t, 10 * t}, q{-t, 100};
    Pair r = pick(p, q, t % 2 == 0);
    out[t * 5] = r.a + r.b;
    Pair s = t < 2 ? p : t < 4 ? q : Pair{7, 7};
    out[t * 5 + 1] = s.a * 1000 + s.b;
    out[t * 5 + 2] = (t % 3 == 0 ? p : q).b;
    Pair best = q;
    for (int i = 0; i < n; ++i) {
        Pair c{i * t % 5, i};
        best = c.a > best.a ? c : best;
    }
    out[t * 5 + 3] = best.a * 100 + best.b;
    out[t * 5 + 4] = (int)__half2float(larger(__float2half((float)t), __float2half(2.5f)) * __float2half(2.0f));
}

int main()
{
    int *out;
    cudaMallocManaged(&out, 6 * 5 * sizeof(int));
    kernel<<<1, 6>>>(out, 6);
    cudaError_t err = cudaDeviceSynchronize();
    printf("sync: %s\n", cudaGetErrorString(err));
    for (int t = 0; t < 6; ++t)
        printf("%d: %d %d %d %d %d\n", t, out[t * 5], out[t * 5 + 1], out[t * 5 + 2], out[t * 5 + 3], out[t * 5 + 4]);
    return 0;
}
