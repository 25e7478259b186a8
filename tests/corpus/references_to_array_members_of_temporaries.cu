// corpus: a reference bound to an array member of a temporary (`const int (&r)[3] = T(2).arr;`, `auto&& r = T(3).arr;`) keeps the temporary until the reference's scope ends, as one bound to a class member does (nvcc's device code, measured: a scalar member keeps nothing)
#include <cstdio>

struct Log {
    int entries[16];
    int n = 0;
    __host__ __device__ void add(int v) { entries[n++] = v; }
};

struct T {
    int arr[3] = {1, 2, 3};
    int id;
    Log* log;
    __host__ __device__ T(int i, Log* l) : id(i), log(l) { log->add(id); }
    __host__ __device__ ~T() { log->add(-id); }
};

__host__ __device__ void run(Log* log)
{
    {
        const int(&r)[3] = T(2, log).arr;
        log->add(100 + r[2]);
    }
    {
        auto&& r = T(3, log).arr;
        log->add(100 + r[1]);
    }
}

__global__ void kernel(Log* log) { run(log); }

int main()
{
    Log* d;
    cudaMalloc(&d, sizeof(Log));
    cudaMemset(d, 0, sizeof(Log));
    kernel<<<1, 1>>>(d);
    Log dev, host;
    cudaMemcpy(&dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(&host);
    for (int i = 0; i < dev.n || i < host.n; ++i)
        printf("%d: device %d host %d\n", i, dev.entries[i], host.entries[i]);
    cudaFree(d);
    return 0;
}
