// corpus: C++17's guaranteed copy elision: a prvalue of a class initializes the object itself,
// so an object that keeps its own address (set by its constructors) points to itself when it is
// made by a function-style cast, a braced list, a call returning it (through `return T(...)`,
// a named local every `return` names, one declared `auto`, a conditional, a lambda), as an
// argument, a member, a base, an array element, a `new` object or a conditional's result; no
// copy constructor runs
#include <cstdio>

struct Count { int live = 0, made = 0, copies = 0; };

struct Self {
    Self* self;
    int v;
    Count* k;
    __host__ __device__ Self(int x, Count* k) : self(this), v(x), k(k) { k->live++; k->made++; }
    __host__ __device__ Self(const Self& o) : self(this), v(o.v), k(o.k) { k->live++; k->copies++; }
    __host__ __device__ ~Self() { k->live--; }
    __host__ __device__ bool ok() const { return self == this; }
};

struct Holder {
    Self m;
    int n;
    __host__ __device__ Holder(int x, Count* k) : m(Self(x, k)), n(x) {}
};
struct Derived : Self {
    int w;
    __host__ __device__ Derived(int x, Count* k) : Self(Self(x, k)), w(x) {}
};
struct First { Self a; int b; };
struct Second { int z; Self a; };
struct Nested { First in; Self t; };

__host__ __device__ Self make(int x, Count* k) { return Self(x, k); }
__host__ __device__ Self pick(bool c, Count* k) { return c ? Self(1, k) : make(2, k); }
__host__ __device__ Self named(int x, Count* k) {
    Self t(x, k);
    t.v += 1;
    return t;
}
__host__ __device__ Self named_auto(int x, Count* k) {
    auto t = Self(x, k);
    t.v += 1;
    return t;
}
__host__ __device__ bool by_value(Self s) { return s.ok(); }

__host__ __device__ void run(int* out, bool c) {
    Count k;
    int r = 0, bit = 0;
    { auto a = Self(0, &k); r |= a.ok() << bit++; }
    { Self a(Self(2, &k)); r |= a.ok() << bit++; }
    { Self a = Self{3, &k}; r |= a.ok() << bit++; }
    { Self a = make(4, &k); r |= a.ok() << bit++; }
    { Self a = Self(Self(5, &k)); r |= a.ok() << bit++; }
    { Self a = pick(true, &k), b = pick(false, &k); r |= (a.ok() && b.ok()) << bit++; }
    { Self a = named(3, &k); r |= (a.ok() && a.v == 4) << bit++; }
    { Self a = named_auto(3, &k); r |= (a.ok() && a.v == 4) << bit++; }
    { r |= (by_value(Self(5, &k)) && by_value(make(6, &k))) << bit++; }
    { Holder h(7, &k); r |= h.m.ok() << bit++; }
    { Derived d(8, &k); r |= (d.ok() && d.w == 8) << bit++; }
    { Self arr[2] = {Self(1, &k), make(2, &k)}; r |= (arr[0].ok() && arr[1].ok()) << bit++; }
    { Self* p = new Self(Self(9, &k)); r |= p->ok() << bit++; delete p; }
    { Self a = c ? Self(1, &k) : Self(2, &k); r |= a.ok() << bit++; }
    { auto a = c ? Self(1, &k) : make(2, &k); r |= a.ok() << bit++; }
    { auto l = [&k](int x) { return Self(x, &k); }; Self a = l(3); r |= a.ok() << bit++; }
    { First g = {Self(6, &k)}; r |= g.a.ok() << bit++; }
    { First g{make(6, &k), 2}; r |= g.a.ok() << bit++; }
    { Second g{1, Self(6, &k)}; r |= g.a.ok() << bit++; }
    { Nested n{{Self(1, &k), 2}, Self(3, &k)}; r |= (n.in.a.ok() && n.t.ok()) << bit++; }
    { auto g = First{make(3, &k), 1}; r |= g.a.ok() << bit++; }
    { Self a = static_cast<Self>(Self(4, &k)); r |= a.ok() << bit++; }
    { Self a = (r, Self(4, &k)); r |= a.ok() << bit++; }
    { const Self& a = Self(3, &k); r |= a.ok() << bit++; }
    out[0] = r;
    out[1] = bit;
    out[2] = k.live;
    out[3] = k.made;
    out[4] = k.copies;
}

__global__ void kernel(int* out) { run(out, threadIdx.x == 0); }

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[5];
    run(host, true);
    printf("in place: %x of %d (host %x of %d)\n", out[0], out[1], host[0], host[1]);
    printf("live %d, made %d, copied %d (host %d, %d, %d)\n", out[2], out[3], out[4], host[2],
           host[3], host[4]);
    cudaFree(out);
    return 0;
}
