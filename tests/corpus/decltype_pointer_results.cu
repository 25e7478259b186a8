// corpus: decltype of calls whose results are pointers to const (a const member operator->, a function returning const int*) and class prvalues declared const
#include <cstdio>
#include <type_traits>

struct Item { int v; };

struct Holder {
    Item item;
    __host__ __device__ const Item* operator->() const { return &item; }
    __host__ __device__ Item* operator->() { return &item; }
    __host__ __device__ const Item* const* twice() const { return nullptr; }
};

__device__ const int* first(const int* p) { return p; }
__device__ const Item made() { return Item{1}; }

__global__ void k(int* out)
{
    const Holder c{{3}};
    Holder m{{4}};
    out[0] = std::is_same<decltype(c.operator->()), const Item*>::value;
    out[1] = std::is_same<decltype(m.operator->()), Item*>::value;
    out[2] = std::is_same<decltype(first(nullptr)), const int*>::value;
    out[3] = std::is_same<decltype(c.twice()), const Item* const*>::value;
    out[4] = std::is_same<decltype(made()), const Item>::value;
    out[5] = c->v * 10 + m->v;
}

int main()
{
    int* d;
    cudaMallocManaged(&d, 6 * sizeof(int));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d %d\n", d[0], d[1], d[2], d[3], d[4], d[5]);
    cudaFree(d);
    return 0;
}
