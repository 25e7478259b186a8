// corpus: a string literal's characters (narrow, wide, UTF-16, its terminating null) read in constant expressions: template arguments, constexpr locals, array bounds
#include <cstdio>

template <int C> struct Code {
    static constexpr int value = C;
};

__host__ __device__ void run(int* out)
{
    out[0] = Code<"xyz"[2]>::value;
    out[1] = Code<"\xe9"[0]>::value;
    out[2] = Code<L"ab"[1]>::value;
    out[3] = Code<"xyz"[3]>::value;
    out[4] = Code<u"\u00e9"[0]>::value;
    constexpr char c = "hello"[1];
    int slots["abc"[1] - 'a' + 1];
    out[5] = c + (int)sizeof(slots);
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    const int n = 6;
    int* d;
    cudaMalloc(&d, n * sizeof(int));
    kernel<<<1, 1>>>(d);
    int dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %d host %d\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
