// corpus: virtual calls through each copy of a base class that a class derives from twice
// (`Bot : L, R` with `L` and `R` both `: Root`): each copy's final overrider, with that copy's
// data; and objects made by inherited constructors (`using Base::Base;`), or by the implicit
// default constructor of a class that inherits constructors, dispatch to the derived class's
// overriders.
#include <cstdio>

struct Root {
    int tag;
    __device__ Root() : tag(0) {}
    __device__ virtual int id() const { return 100 + tag; }
};
struct L : Root {
    __device__ L() { tag = 1; }
    __device__ int id() const override { return 200 + tag; }
};
struct R : Root {
    __device__ R() { tag = 2; }
};
struct Bot : L, R {
    int own = 5;
};
struct Top : L, R {
    __device__ int id() const override { return 300 + own; }
    int own = 7;
};

struct Base {
    int v;
    __device__ Base() : v(-1) {}
    __device__ Base(int v) : v(v) {}
    __device__ virtual int f() const { return 1000 + v; }
    __device__ virtual ~Base() {}
};
struct Der : Base {
    using Base::Base;
    __device__ int f() const override { return 2000 + v; }
};
struct Der2 : Der {
    using Der::Der;
    int extra = 3;
    __device__ int f() const override { return 3000 + v + extra; }
};

__device__ int call(const Root& r) { return r.id(); }
__device__ int call(const Base& b) { return b.f(); }

__global__ void kernel(int* out) {
    Bot bot;
    const L& bl = bot;
    const R& br = bot;
    out[0] = bl.id();
    out[1] = br.id();
    out[2] = call(static_cast<const R&>(bot));
    Top top;
    out[3] = static_cast<const L&>(top).id();
    out[4] = static_cast<const R&>(top).id();

    Der d(4);
    Der dd;
    Der2 d2(5);
    Base* heap = new Der2(6);
    out[5] = call(d);
    out[6] = call(dd);
    out[7] = call(d2);
    out[8] = heap->f();
    delete heap;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 9 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaError_t err = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(err));
    printf("Bot through L %d, through R %d, R& argument %d\n", out[0], out[1], out[2]);
    printf("Top through L %d, through R %d\n", out[3], out[4]);
    printf("Der(4) %d, Der() %d, Der2(5) %d, new Der2(6) %d\n", out[5], out[6], out[7], out[8]);
    cudaFree(out);
    return 0;
}
