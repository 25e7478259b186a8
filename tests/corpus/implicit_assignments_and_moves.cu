// corpus: the implicit copy and move operations as C++17 has them: a member of a temporary
// is an xvalue (moved from, then destroyed with it), assigning a prvalue move-assigns, a class's implicit
// copy assignment stays beside the `operator=` a using-declaration brings and assigns its base
// with the base's own operator (not an override), keeping the members in the base's tail
// padding; comparisons are not rewritten before C++20
#include <cstdio>

struct Count { int made = 0, copied = 0, moved = 0, destroyed = 0; };
struct Member {
    Count* k;
    __host__ __device__ Member(Count* k) : k(k) { k->made++; }
    __host__ __device__ Member(const Member& o) : k(o.k) { k->copied++; }
    __host__ __device__ Member(Member&& o) : k(o.k) { k->moved++; }
    __host__ __device__ ~Member() { k->destroyed++; }
};
struct Holder { Member m; };

struct Tally {
    int copies = 0, moves = 0, v;
    __host__ __device__ Tally(int v) : v(v) {}
    __host__ __device__ Tally& operator=(const Tally& o) { copies++; v = o.v; return *this; }
    __host__ __device__ Tally& operator=(Tally&& o) { moves++; v = o.v + 1000; return *this; }
};
struct Wrap { Tally a; };

struct Doubling {
    int v = 0;
    __host__ __device__ Doubling& operator=(int x) { v = x * 2; return *this; }
};
struct Inherits : Doubling {
    using Doubling::operator=;
    int w = 5;
};

struct Poly {
    int b = 1;
    __host__ __device__ virtual Poly& operator=(const Poly& o) { b = o.b + 100; return *this; }
};
struct PolyDerived : Poly {
    int d = 2;
    __host__ __device__ PolyDerived& operator=(const Poly& o) override {
        b = o.b + 1000;
        d = -1;
        return *this;
    }
};

struct Level {
    int v;
    __host__ __device__ operator long long() const { return v; }
};
__host__ __device__ bool operator==(const Level& l, int x) { return l.v * 2 == x; }

__host__ __device__ void run(int* out) {
    int j = 0;
    Count k;
    { Member s = Holder{Member(&k)}.m; }
    out[j++] = k.made * 1000 + k.copied * 100 + k.moved * 10 + k.destroyed;
    Wrap w{Tally(1)};
    w = Wrap{Tally(7)};
    out[j++] = w.a.copies * 10000 + w.a.moves * 1000 + w.a.v;
    Inherits x, y;
    y.v = 9;
    y.w = 8;
    x = y;
    out[j++] = x.v * 10 + x.w;
    x = 4;
    out[j++] = x.v;
    PolyDerived p, q;
    q.d = 7;
    p = q;
    out[j++] = p.b * 10 + p.d;
    Level l{7};
    out[j++] = (7 == l) * 10 + (l != 7);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 6 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[6];
    run(host);
    for (int i = 0; i < 6; i++) printf("%d ", out[i]);
    printf("\n");
    for (int i = 0; i < 6; i++) printf("%d ", host[i]);
    printf("\n");
    cudaFree(out);
    return 0;
}
