// corpus: static member function templates and overloads named as pointer values and overloaded member functions' addresses as arguments (picked by the pointer's type), functions declared beside variables in a block, and compound literals followed by postfix operators
#include <cstdio>

struct Ops {
    template <class T> __host__ __device__ static T twice(T x) { return x * 2; }
    __host__ __device__ static int bump(int x) { return x + 1; }
    __host__ __device__ static float bump(float x) { return x + 0.5f; }
};

struct Point {
    int x, y;
    __host__ __device__ int sum() const { return x + y; }
};

struct Counter {
    int base;
    __host__ __device__ int add(int x) const { return base + x; }
    __host__ __device__ int add(float x) const { return base + 3 * (int)x; }
};

__host__ __device__ int apply(int (*f)(int), int v) { return f(v); }
__host__ __device__ int apply_member(int (Counter::*m)(float) const, const Counter& c)
{
    return (c.*m)(2.0f);
}
__host__ __device__ float applyf(float (*f)(float), float v) { return f(v); }

__host__ __device__ int quadruple(double d);

__host__ __device__ void run(int* out)
{
    int base = 3, quadruple(double), extra = quadruple(0.5);
    out[0] = quadruple(1.5) + base + extra;
    int (*tw)(int) = Ops::twice;
    out[1] = tw(21);
    float (*bf)(float) = Ops::bump;
    out[2] = (int)(bf(1.0f) * 10);
    out[3] = apply(Ops::bump, 5) + apply(Ops::twice, 5);
    out[4] = (int)applyf(Ops::twice, 2.5f);
    out[5] = (int[]){4, 5, 6}[1];
    out[6] = (Point){2, 3}.sum() + (Point){7, 8}.y;
    Counter c{10};
    out[7] = apply_member(&Counter::add, c);
}

__host__ __device__ int quadruple(double d) { return (int)(d * 4); }

__global__ void kernel(int* out) { run(out); }

int main()
{
    const int n = 8;
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
