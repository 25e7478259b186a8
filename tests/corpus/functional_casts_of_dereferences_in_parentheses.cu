// corpus: `(int(*p) + 1)` and `(bool(*this) != w)` are parenthesized expressions that start with a functional cast of a dereference, where `(int(*)(float))` is a cast to a pointer to function
#include <cstdio>

struct Flag {
    int v;
    __host__ __device__ explicit operator bool() const { return v != 0; }
    __host__ __device__ bool differs(bool w) const { return (bool(*this) != w); }
};

__host__ __device__ float twice(float x) { return 2 * x; }

__host__ __device__ void run(long long* out)
{
    int x = 4;
    int* p = &x;
    int** pp = &p;
    out[0] = (int(*p) + 1);
    out[1] = (unsigned(**pp) + 2u) * (long(*p) - 1);
    out[2] = (double(*p) / 8 > 0.4) + (int(*&x) * 10);
    Flag f{1};
    out[3] = f.differs(false) * 10 + f.differs(true);
    void* erased = (void*)&twice;
    out[4] = (long long)((float (*)(float))erased)(2.5f);
    int (&alias)[1] = (int(&)[1])x;
    out[5] = alias[0];
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 6;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
