// corpus: a conditional whose operands are objects of two classes, one converting to the other (either order, either arm a temporary), and a template parameter named like a class template declared later in the file (the parameter, not the class template, in the template's members)
#include <cstdio>

struct A {
    int v;
    __host__ __device__ A(int x) : v(x) {}
};
struct B {
    int r;
    __host__ __device__ operator A() const { return A(r * 2); }
};
struct Celsius {
    int degrees;
};
struct Kelvin {
    int value;
    __host__ __device__ Kelvin(Celsius c) : value(c.degrees + 273) {}
};

template <class It> struct Cursor {
    It at;
    __host__ __device__ It next() const
    {
        It moved = at;
        return moved + 1;
    }
};
template <class T> struct It {
    T* p;
};

__host__ __device__ void run(int* out, int t)
{
    B b{5};
    A a{3};
    out[0] = (t ? b : A(1)).v;
    out[1] = (t ? a : b).v + (t ? b : a).v * 100;
    out[2] = (!t ? b : a).v;
    Celsius c{20};
    Kelvin k{Celsius{0}};
    out[3] = (t ? c : k).value + (t ? k : c).value * 1000;
    int values[3] = {7, 8, 9};
    Cursor<int*> cursor{values};
    out[4] = *cursor.next();
    It<int> unrelated{values};
    out[5] = unrelated.p[2];
}

__global__ void kernel(int* out, int t) { run(out, t); }

int main()
{
    const int n = 6;
    int* d;
    cudaMalloc(&d, n * sizeof(int));
    kernel<<<1, 1>>>(d, 1);
    int dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host, 1);
    for (int i = 0; i < n; ++i) printf("%d: device %d host %d\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
