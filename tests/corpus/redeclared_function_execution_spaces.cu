// corpus: a function declared __host__ __device__ and defined later without execution spaces is a function of both sides (a free function and a member defined outside its class)
#include <cstdio>

__host__ __device__ int next_odd(int);

struct Counter {
    int count;
    __host__ __device__ int doubled() const;
};

__global__ void use(int* out)
{
    Counter c{20};
    out[0] = next_odd(4);
    out[1] = c.doubled();
}

int next_odd(int x) { return x % 2 == 0 ? x + 1 : x + 2; }

int Counter::doubled() const { return 2 * count; }

int main()
{
    int* d;
    cudaMallocManaged(&d, 2 * sizeof(int));
    use<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("device: %d %d\n", d[0], d[1]);
    printf("host: %d %d\n", next_odd(7), Counter{5}.doubled());
    cudaFree(d);
    return 0;
}
