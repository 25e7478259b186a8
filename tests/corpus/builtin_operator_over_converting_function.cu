// corpus: the built-in operator and the operator functions compete: an object that converts to int added to an int takes the built-in addition where the only operator function would convert both operands (C++'s ranking), and two objects take the function
#include <cstdio>

struct Meters {
    int v;
    __host__ __device__ operator int() const { return v; }
};

struct Tagged {
    int w;
    __host__ __device__ Tagged(int x) : w(x) {}
    __host__ __device__ Tagged(Meters m) : w(m.v * 100) {}
};

__host__ __device__ Tagged operator+(Tagged x, Tagged y) { return Tagged(x.w + y.w + 1000); }

struct Num {
    int n;
    __host__ __device__ Num(int x) : n(x) {}
    __host__ __device__ operator int() const { return n; }
};

__host__ __device__ Num operator+(Num a, const Num& b) { return Num(a.n + b.n + 10); }

__host__ __device__ void run(int* out)
{
    Meters m{3};
    out[0] = m + 1;           // built-in: one user-defined conversion, not two
    out[1] = (m + Tagged(2)).w; // the function: Tagged(Meters) on the left
    Num a{2}, b{5};
    out[2] = (a + b).n;       // the function: no conversion at all
    out[3] = a * b;           // no operator*: the built-in, on both conversions
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    run(host);
    printf("%d %d %d %d\n%d %d %d %d\n", out[0], out[1], out[2], out[3], host[0], host[1], host[2],
           host[3]);
    cudaFree(out);
    return 0;
}
