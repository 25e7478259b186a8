// A lambda without '-> T' whose return expression uses names its own body declares: the return
// type is deduced from them (double here, then int).
#include <cstdio>

__global__ void lambdas(float* out, const float* in)
{
    auto scaled = [&](int i) {
        float t = in[i] * 2;
        double u = t + 0.25;
        return u + t;
    };
    auto pick = [](int a, int b) {
        int m = a > b ? a : b;
        if (m > 10)
            return m - 10;
        return m;
    };
    out[0] = (float)scaled(1);
    out[1] = (float)pick(3, 14);
    out[2] = (float)sizeof(scaled(0));
}

int main()
{
    float *out, *in;
    cudaMalloc(&out, 3 * sizeof(float));
    cudaMalloc(&in, 2 * sizeof(float));
    float h[3] = {1, 2, 0};
    cudaMemcpy(in, h, 2 * sizeof(float), cudaMemcpyHostToDevice);
    lambdas<<<1, 1>>>(out, in);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %g\n", h[0], h[1], h[2]);
    cudaFree(out);
    cudaFree(in);
    return 0;
}
