// Classes with several conversion functions: the one whose result needs the least standard
// conversion is chosen (its exact type, then a promotion, then a conversion); an `explicit`
// conversion takes part only in casts and conditions; conversions to pointer types.
#include <cstdio>

struct Fixed {
    int raw;
    __device__ explicit Fixed(int r) : raw(r) {}
    __device__ operator int() const { return raw >> 4; }
    __device__ operator float() const { return raw / 16.0f; }
    __device__ explicit operator bool() const { return raw != 0; }
};

struct Handle {
    int *p;
    __device__ operator int *() const { return p; }
    __device__ operator long() const { return 42; }
};

struct Counter {
    int n;
    __device__ operator int() const { return n; }
    __device__ explicit operator bool() const { return n > 0; }
};

__device__ int takes_int(int x) { return x; }
__device__ double takes_double(double d) { return d; }

__global__ void conversions(int *data)
{
    Fixed f(40);
    int i = f;
    float x = f;
    double d = f;
    printf("int %d, float %.4f, double %.4f\n", i, x, d);
    printf("arguments %d %.4f\n", takes_int(f), takes_double(f));
    if (f)
        printf("condition: nonzero\n");
    printf("cast to bool %d, in ?: %d\n", static_cast<bool>(Fixed(0)), Fixed(3) ? 1 : 2);

    Handle h{data};
    int *q = h;
    long v = h;
    short s = h;
    *q = 7;
    printf("pointer %d, long %ld, short %d, through pointer %d\n", q == data, v, s, data[0]);

    Counter c{3};
    long widened = c;
    int sum = 0;
    while (c) {
        sum += c;
        c.n -= 1;
    }
    printf("widened %ld, sum %d\n", widened, sum);
}

int main()
{
    int *d;
    cudaMalloc(&d, sizeof(int));
    conversions<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
