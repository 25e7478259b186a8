// Device variables whose initial values constexpr functions compute: class objects returned
// by calls, constructors with bodies, loops, constant tables read, and a pointer to another
// device variable kept in the object a call makes; and members of constexpr objects made by
// calls, read as array bounds, template arguments and values in a kernel.
#include <cstdio>

struct Cfg {
    int n;
    float scale;
    int pad[2];
};

constexpr Cfg make_cfg(int n) { return Cfg{n, 1.0f / n, {n * 2, n * 3}}; }

constexpr Cfg make_cfg_stepwise(int n)
{
    Cfg c{};
    c.n = n + 1;
    c.scale = 2.0f / 3.0f;
    for (int i = 0; i < 2; ++i)
        c.pad[i] = n * (i + 5);
    return c;
}

// (nvcc's host code makes each device variable's shadow with its default constructor.)
struct V {
    float x, y;
    constexpr V() : x(0), y(0) {}
    constexpr V(float a, float b) : x(a), y(b) {}
    constexpr V operator+(V o) const { return V(x + o.x, y + o.y); }
};

constexpr V sum(V a, V b) { return a + b; }

// (In a kernel's array bound, nvcc calls only constexpr functions that are device functions
// too, without --expt-relaxed-constexpr.)
struct W {
    float x, y;
    __host__ __device__ constexpr W(float a, float b) : x(a), y(b) {}
    __host__ __device__ constexpr float norm2() const { return x * x + y * y; }
};

struct Grid {
    int w, h;
    __host__ __device__ constexpr int cells() const { return w * h; }
};

constexpr Grid make_grid(int w) { return Grid{w, w + 1}; }
constexpr Grid grid = make_grid(3);
static_assert(make_grid(2).cells() == 6, "a member function of an object a call makes");

__host__ __device__ constexpr int area(W a) { return int(a.x * a.y); }
__host__ __device__ constexpr float length2(W a) { return a.x * a.x + a.y * a.y; }
__host__ __device__ constexpr bool wide(W a) { return a.x > a.y; }

template <typename T, int N>
constexpr T power(T x)
{
    T r = 1;
    for (int i = 0; i < N; ++i)
        r *= x;
    return r;
}

struct Poly {
    float c[4];
    constexpr Poly() : c{} {}
    constexpr Poly(float a) : c{}
    {
        for (int i = 0; i < 4; ++i)
            c[i] = power<float, 2>(a) * (i + 1);
    }
};

constexpr int squares[4] = {0, 1, 4, 9};

constexpr int sum_of(const int (&t)[4])
{
    int s = 0;
    for (int i = 0; i < 4; ++i)
        s += t[i];
    return s;
}

struct Node {
    int value;
    const Node *next;
};

constexpr Node link(int value, const Node *next) { return Node{value, next}; }

__device__ Node tail = {2, nullptr};
__device__ Node head = link(1, &tail);
__constant__ Cfg c = make_cfg(3);
__device__ Cfg d = make_cfg_stepwise(5);
__constant__ V v = sum(V(1, 2), V(3, 4.5f));
__constant__ Poly p(0.5f);
__constant__ Poly rows[2] = {Poly(1.0f), Poly(3.0f)};
__device__ int total = sum_of(squares);
__device__ double cube = power<double, 3>(1.1);
__device__ float diagonal = length2(W(3, 4.5f));
__constant__ double half_diagonal = length2(W(0.5f, 0.25f)) / 2;
__constant__ Cfg table[2] = {make_cfg(1), make_cfg(2)};
__device__ Cfg braced{make_cfg(4)};
template <int N>
__device__ Cfg per_size = make_cfg(N);
struct Limits {
    static constexpr Cfg defaults = make_cfg(5);
};
template <class T>
struct Sized {
    static constexpr Cfg value = make_cfg(sizeof(T));
};
namespace tuning {
constexpr Cfg inner = make_cfg(8);
}

constexpr Cfg k = make_cfg(7);
constexpr V kv = V(1.5f, 2.0f);

template <int N>
struct Buf {
    int a[N];
};

__global__ void show()
{
    int scratch[k.pad[1]];
    Buf<k.n> buf;
    char cells[area(W(2, 3.5f))];
    constexpr float local = length2(W(1, 2));
    int per_cell[grid.cells()];
    char by_norm[int(W(1, 2).norm2())];
    static_assert(wide(W(3, 1)), "a constexpr call with a class argument in a static_assert");
    static_assert(k.pad[0] == 14, "a member of a constant made by a call");
    printf("k: %d %d %d %.9g %g\n", (int)(sizeof(scratch) / sizeof(int)), (int)(sizeof(buf) / sizeof(int)),
           (int)sizeof(cells), k.scale, kv.x * kv.y);
    printf("c: %d %.9g %d %d\n", c.n, c.scale, c.pad[0], c.pad[1]);
    printf("d: %d %.9g %d %d\n", d.n, d.scale, d.pad[0], d.pad[1]);
    printf("v: %g %g\n", v.x, v.y);
    printf("p: %g %g %g %g\n", p.c[0], p.c[1], p.c[2], p.c[3]);
    printf("rows: %g %g\n", rows[0].c[3], rows[1].c[1]);
    printf("total: %d cube: %.17g\n", total, cube);
    printf("floats: %.9g %.17g %g\n", diagonal, half_diagonal, local);
    printf("member calls: %d %d\n", (int)(sizeof(per_cell) / sizeof(int)), (int)sizeof(by_norm));
    int by_namespace[tuning::inner.pad[0]];
    printf("table: %d %g braced: %d %g per_size: %d %.9g\n", table[0].n, table[1].scale, braced.n,
           braced.scale, per_size<3>.n, per_size<3>.scale);
    int by_member[Limits::defaults.pad[1]];
    char by_template[Sized<double>::value.n];
    printf("members: %d %d %d %g\n", (int)(sizeof(by_namespace) / sizeof(int)),
           (int)(sizeof(by_member) / sizeof(int)), (int)sizeof(by_template), Limits::defaults.scale);
    int n = 0;
    for (const Node *at = &head; at; at = at->next)
        n = n * 10 + at->value;
    printf("list: %d\n", n);
}

int main()
{
    show<<<1, 1>>>();
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(e));
    return 0;
}
