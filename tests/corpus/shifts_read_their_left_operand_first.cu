// corpus: C++17 sequences a shift's left operand before its right one, side effects included (`i << i++`, `i >> (i = 3)`); a block-scope extern declaration names the namespace-scope device variable
#include <cstdio>

__device__ int counter = 11;
__constant__ int limits[3] = {4, 5, 6};

__host__ __device__ void shifts(long long* out)
{
    int i = 40;
    out[0] = i >> (i = 3);
    int a = 1;
    out[1] = a << (a = 2, 0);
    unsigned u = 5;
    out[2] = u << (u -= 3);
    int b = 2;
    out[3] = b << b++;
    long long w = 3;
    out[4] = w << (w += 2);
}

__device__ int read_limit(int k)
{
    extern __constant__ int limits[3];
    return limits[k];
}

__global__ void kernel(long long* out)
{
    shifts(out);
    extern __device__ int counter;
    out[5] = counter + read_limit(1) * 100;
    counter = 99;
}

__global__ void after(long long* out) { out[6] = counter; }

int main()
{
    const int n = 7;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    after<<<1, 1>>>(d);
    long long dev[n], host[n] = {};
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    shifts(host);
    for (int i = 0; i < 5; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    printf("counter %lld, then %lld\n", dev[5], dev[6]);
    cudaFree(d);
    return 0;
}
