// `x = {...}` of a class: the list initializes the parameter of the assignment operator that
// overload resolution picks (one taking `std::initializer_list`, the implicit copy of `T{...}`,
// a move assignment over a template that cannot deduce from a braced list).
#include <cstdio>
#include <initializer_list>

struct Vec {
    int n = 0;
    int v[4];
    __device__ Vec() {}
    __device__ Vec &operator=(std::initializer_list<int> l)
    {
        n = 0;
        for (int x : l)
            v[n++] = x * 10;
        return *this;
    }
};

struct Pair {
    int a, b;
    __device__ Pair &operator=(const Pair &o)
    {
        a = o.a + 100;
        b = o.b;
        return *this;
    }
};

struct Wrapper {
    int x = 1;
    __device__ Wrapper() {}
    __device__ Wrapper(int v) : x(v) {}
    __device__ Wrapper &operator=(Wrapper &&o)
    {
        x = o.x + 7;
        return *this;
    }
    template <class T>
    __device__ Wrapper &operator=(const T &)
    {
        x = 9;
        return *this;
    }
};

struct Point {
    int x, y;
};

__global__ void assign(int *out)
{
    Vec v;
    v = {1, 2, 3};
    out[0] = v.n;
    out[1] = v.v[2];
    Pair p{1, 2};
    p = {3, 4};
    out[2] = p.a;
    out[3] = p.b;
    Wrapper w;
    w = {};
    out[4] = w.x;
    w = {5};
    out[5] = w.x;
    w = 5;
    out[6] = w.x;
    Point q{1, 2};
    q = {q.y, q.x};
    out[7] = q.x * 10 + q.y;
}

int main()
{
    int *d;
    cudaMallocManaged(&d, 8 * sizeof(int));
    assign<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; ++i)
        printf("%d%c", d[i], i == 7 ? '\n' : ' ');
    cudaFree(d);
    return 0;
}
