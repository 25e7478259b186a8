// corpus: the implicit constructors and assignment of a derived class (and its inherited constructors) use the protected constructors and assignment of its base
#include <cstdio>
#include <new>

struct Base {
    __host__ __device__ Base(int x) : value(x) {}
    int value;

protected:
    __host__ __device__ Base() : value(7) {}
    __host__ __device__ Base(const Base& o) : value(o.value + 100) {}
    __host__ __device__ Base(Base&& o) : value(o.value + 200) {}
    __host__ __device__ Base& operator=(const Base& o)
    {
        value = o.value + 1000;
        return *this;
    }
    __host__ __device__ ~Base() {}
};

struct Implicit : Base {};

struct Inheriting : Base {
    using Base::Base;
};

__global__ void k(int* out)
{
    Implicit a;
    Implicit b(a);
    Implicit c;
    c = b;
    Inheriting d(1);
    Inheriting e(d);
    Inheriting f(static_cast<Inheriting&&>(e));
    alignas(Inheriting) unsigned char buffer[sizeof(Inheriting)];
    Inheriting* g = ::new ((void*)buffer) Inheriting(f);
    out[0] = a.value;
    out[1] = b.value;
    out[2] = c.value;
    out[3] = d.value;
    out[4] = e.value;
    out[5] = f.value;
    out[6] = g->value;
}

int main()
{
    int* d;
    cudaMallocManaged(&d, 7 * sizeof(int));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    for (int i = 0; i < 7; ++i)
        printf("%d%c", d[i], i == 6 ? '\n' : ' ');
    cudaFree(d);
    return 0;
}
