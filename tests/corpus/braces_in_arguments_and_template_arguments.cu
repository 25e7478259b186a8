// corpus (C++20): a braced list with designators given as an argument makes the parameter's
// aggregate (a base no designator names is value-initialized); a block's declaration whose type has a braced template argument (`G<Cfg{3, 4}>
// g;`); `using enum` of a class's member enumeration in a block, a `switch`, a namespace and
// a class
#include <cstdio>

struct Pt { int x, y; };
__host__ __device__ int by_value(Pt p) { return p.x * 10 + p.y; }
__host__ __device__ int by_reference(const Pt& p) { return p.x * 10 + p.y; }

struct Base { int b; };
struct Derived : Base { int d; };

struct Cfg { int w; int h; };
template <Cfg C> struct Grid {
    __host__ __device__ int get() const { return C.w * 100 + C.h; }
};

struct Knob {
    enum class Level : char { Lo = 'l', Hi = 'h' };
    enum Plain { A = 3, B = 4 };
};
namespace levels {
using enum Knob::Level;
}
struct Holder {
    using enum Knob::Plain;
};
__host__ __device__ int pick(Knob::Level t) {
    switch (t) {
        using enum Knob::Level;
    case Lo:
        return 1;
    case Hi:
        return 2;
    }
    return 0;
}

__host__ __device__ void run(int* out) {
    int j = 0;
    out[j++] = by_value({.x = 1, .y = 2}) * 100 + by_reference({.y = 3});
    Grid<Cfg{3, 4}> g;
    Grid<Cfg{5, 6}> h, *p = &h;
    out[j++] = g.get() + p->get() * 1000;
    using enum Knob::Level;
    out[j++] = pick(levels::Hi) * 100 + pick(Lo) * 10 + (Holder::A + Holder::B);
    Derived d{.d = 5};
    out[j++] = d.b * 10 + d.d;
}

__global__ void kernel(int* out) { run(out); }

int main() {
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
