// A lambda without '-> T' whose return expression uses names its own body declares: the return
// type is deduced from them (double here, then int, then short from a name declared in the
// block of a branch inside a loop).
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
    auto nested = [](int n) {
        for (int j = 0; j < 4; ++j) {
            if (j == n) {
                short s = j * 3;
                return s;
            }
        }
        return (short)-1;
    };
    out[0] = (float)scaled(1);
    out[1] = (float)pick(3, 14);
    out[2] = (float)sizeof(scaled(0)) * 100 + sizeof(nested(0)) * 10 + nested(2);
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
