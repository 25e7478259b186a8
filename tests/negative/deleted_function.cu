// A deleted copy constructor cannot copy; a deleted function cannot be called.
#include <utility>

struct Unique {
    int *p;
    __device__ explicit Unique(int *q) : p(q) {}
    __device__ Unique(const Unique &) = delete;
    __device__ Unique(Unique &&o) : p(o.p) { o.p = nullptr; }
};

__device__ void only_doubles(double) {}
__device__ void only_doubles(int) = delete;

__global__ void k(int *data)
{
    Unique a(data);
    Unique b = a;
    Unique c = std::move(a);
    only_doubles(1.0);
    only_doubles(2);
    int &&r = *data;
}
