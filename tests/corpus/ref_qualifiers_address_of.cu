#include <cstdio>
#include <memory>
#include <utility>
struct B {
    int v;
    __device__ int tag() & { return 1; }
    __device__ int tag() const& { return 2; }
    __device__ int tag() && { return 3; }
    __device__ int tag() const&& { return 4; }
};
struct C {
    __device__ int get() const& { return 10; }
    __device__ int get() && { return 20; }
};
struct D {
    __device__ int only() const { return 7; }
    __device__ int only() { return 8; }
};
__device__ const B cmk() { return B{5}; }
__device__ B mk() { return B{6}; }
struct Addr { int v; __device__ Addr* operator&() { return nullptr; } };
struct Mask { int v; __device__ int operator&(int m) const { return v & m; } };
struct Tagged { int v; };
__device__ int operator&(const Tagged& t) { return 100 + t.v; }
__global__ void k()
{
    B b{1};
    const B cb{2};
    printf("%d %d %d %d\n", b.tag(), cb.tag(), std::move(b).tag(), std::move(cb).tag());
    printf("%d %d %d %d\n", static_cast<const B&>(b).tag(), static_cast<const B&&>(b).tag(), mk().tag(), cmk().tag());
    printf("%d %d\n", b.tag(), static_cast<B&&>(b).tag());
    C c;
    const C cc{};
    printf("%d %d %d %d\n", c.get(), C().get(), cc.get(), std::move(cc).get());
    D d;
    const D& dr = d;
    printf("%d %d\n", d.only(), dr.only());
    Addr a{3};
    Mask m{6};
    Tagged t{4};
    printf("%d %d %d %d %d\n", (int)(&a == nullptr), std::addressof(a)->v, m & 3, &t, (int)(&m != nullptr));
}
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }
