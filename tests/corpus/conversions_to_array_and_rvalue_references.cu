// corpus: a conversion function to a reference to an array binds `int (&)[3]` (declared, and as a parameter), one to an rvalue reference binds `S&&`, and a base's name is a member of its derived classes (`Der::Base::id`, `Der::Base::T`)
#include <cstdio>

using A3 = int[3];
struct Arr {
    int* p;
    __host__ __device__ operator A3&() { return *(A3*)p; }
};
__host__ __device__ int sum(int (&r)[3]) { return r[0] + r[1] + r[2]; }

struct S {
    int v = 3;
};
struct Holder {
    S s;
    __host__ __device__ operator S&&() { return static_cast<S&&>(s); }
};

struct Base {
    static constexpr int id = 1;
    typedef int T;
    __host__ __device__ int f() { return 5; }
};
struct Der : Base {
};

__host__ __device__ void run(long long* out)
{
    int a[3] = {4, 5, 6};
    Arr ar{a};
    int(&ra)[3] = ar;
    A3& rb = ar;
    out[0] = ra[2] * 100 + (&rb[0] == a) * 10 + (&ra[1] == a + 1);
    out[1] = sum(ar);
    Holder h;
    S&& rs = h;
    rs.v = 9;
    out[2] = (&rs == &h.s) * 10 + h.s.v;
    Der d;
    Der::Base::T x = 2;
    out[3] = Der::Base::id * 100 + x * 10 + d.Der::Base::f();
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 4;
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
