// corpus: pointers to members: to data members (offsets, through a template, in tables, null,
// zero-initialized, in module variables) and to member functions (overloads picked by the
// pointer type, virtual ones dispatching on the object, inherited ones, aggregate results), .* and ->*
#include <cstdio>

struct Particle {
    float x, y, z;
    int id;
    __device__ float sum() const { return x + y + z; }
    __device__ float scaled(float k) const { return k * x; }
    __device__ float scaled(int k) const { return 2.0f * k * y; }
};

struct Base {
    int tag;
    __device__ virtual int kind() const { return 1; }
    __device__ int twice() const { return 2 * tag; }
};
struct Derived : Base {
    int extra;
    __device__ int kind() const override { return 2; }
};

struct Big { double a, b, c; };
struct Maker {
    double base;
    __device__ Big make(double k) const { return Big{base, base * k, base + k}; }
};

template <typename T, typename M>
__device__ M get(const T &object, M T::*member) { return object.*member; }

__device__ float apply(const Particle &p, float (Particle::*f)() const) { return (p.*f)(); }

__global__ void fields(Particle *ps, float *out, int *ids, int n) {
    float Particle::*axes[3] = {&Particle::x, &Particle::y, &Particle::z};
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Particle *p = &ps[i];
    float total = 0;
    for (int a = 0; a < 3; ++a) total += p->*axes[a];
    p->*axes[i % 3] = -1.0f;
    out[i] = total + get(*p, &Particle::id);
    int Particle::*idp = &Particle::id;
    ids[i] = (ps[i].*idp) * 10;
}

__global__ void methods(Particle *ps, float *out, int *kinds) {
    int i = threadIdx.x;
    float (Particle::*s)(float) const = &Particle::scaled;
    float (Particle::*s2)(int) const = &Particle::scaled;
    out[i] = apply(ps[i], &Particle::sum) + (ps[i].*s)(3.0f) + (ps[i].*s2)(1);
    int (Base::*k)() const = &Base::kind;
    Derived d;
    d.tag = 5;
    Base *b = &d;
    Base plain;
    plain.tag = 4;
    int (Base::*tw)() const = &Derived::twice;
    int Derived::*tag = &Base::tag;
    kinds[i] = (b->*k)() * 1000 + (plain.*k)() * 100 + (d.*tw)() + (plain.*tw)() + d.*tag;
}

__global__ void nulls(int *out) {
    int Particle::*none = nullptr;
    int Particle::*id = &Particle::id;
    float (Particle::*f)() const = 0;
    out[0] = none == nullptr;
    out[1] = id != nullptr;
    out[2] = !f;
    out[3] = id == &Particle::id;
    out[4] = (int)sizeof(none) + (int)sizeof(f) * 100;
    Maker m{1.5};
    Big (Maker::*mk)(double) const = &Maker::make;
    Big big = (m.*mk)(2.0);
    out[5] = (int)(big.a * 100 + big.b * 10 + big.c);
}

struct S { int a, b; __device__ int f() const { return a; } __device__ int g() const { return b; } };
struct Holder { int S::*which; int (S::*how)() const; int S::*rest[2]; };
__device__ int S::*g;
__device__ int S::*h = &S::b;
__device__ int (S::*table[2])() const = {&S::g, &S::f};
__device__ Holder holder = {&S::a};
__global__ void zero_and_tables(int *out) {
    int S::*z{};
    int S::*w = {};
    S s{3, 4};
    out[0] = z == nullptr;
    out[1] = w == nullptr;
    out[2] = g == nullptr;
    out[3] = s.*h;
    int (S::*pf)() const = nullptr;
    out[4] = pf ? 1 : 0;
    pf = &S::f;
    out[5] = pf ? (s.*pf)() : -1;
    out[6] = (s.*table[0])() * 10 + (s.*table[1])();
    Holder local{};
    Holder partial = {&S::b};
    out[7] = (local.which == nullptr) + 2 * (partial.rest[1] == nullptr) + 4 * (holder.rest[0] == nullptr)
        + 8 * (holder.how == nullptr) + 16 * (s.*holder.which == 3) + 32 * (partial.which == &S::b);
}
int main() {
    const int n = 4;
    Particle h[n];
    for (int i = 0; i < n; ++i) h[i] = Particle{(float)i, (float)(2 * i), (float)(3 * i), 7 + i};
    Particle *dp; float *dout; int *dids; int *dk;
    cudaMalloc(&dp, sizeof h); cudaMalloc(&dout, n * sizeof(float)); cudaMalloc(&dids, n * sizeof(int));
    cudaMemcpy(dp, h, sizeof h, cudaMemcpyHostToDevice);
    fields<<<1, n>>>(dp, dout, dids, n);
    float out[n]; int ids[n];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(ids, dids, sizeof ids, cudaMemcpyDeviceToHost);
    cudaMemcpy(h, dp, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) printf("%d: total %.1f id %d now (%.1f, %.1f, %.1f)\n", i, out[i], ids[i], h[i].x, h[i].y, h[i].z);
    for (int i = 0; i < n; ++i) h[i] = Particle{(float)i, (float)(2 * i), (float)(3 * i), 7 + i};
    cudaMemcpy(dp, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMalloc(&dk, 8 * sizeof(int));
    methods<<<1, n>>>(dp, dout, dk);
    int kinds[n];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(kinds, dk, sizeof kinds, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) printf("%d: methods %.1f kinds %d\n", i, out[i], kinds[i]);
    nulls<<<1, 1>>>(dk);
    int flags[6];
    cudaMemcpy(flags, dk, sizeof flags, cudaMemcpyDeviceToHost);
    printf("null %d, set %d, null function %d, equal %d, sizes %d, made %d\n", flags[0], flags[1], flags[2], flags[3], flags[4], flags[5]);
    zero_and_tables<<<1, 1>>>(dk);
    int more[8];
    cudaMemcpy(more, dk, sizeof more, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; ++i) printf("%d ", more[i]);
    printf("\n%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
