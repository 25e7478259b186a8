// Move semantics in device code: a move-only buffer (copy constructor deleted), move
// construction and assignment from std::move, by-value parameters from rvalues, overloads on
// `const T&` against `T&&`, perfect forwarding (lvalues are copied, rvalues moved), the
// implicit move construction and assignment of a class whose member moves, and a swap
// through moves.
#include <cstdio>
#include <utility>

struct Buf {
    int *p;
    int n;
    __device__ explicit Buf(int n_) : p(new int[n_]), n(n_)
    {
        for (int i = 0; i < n; ++i)
            p[i] = 10 * n + i;
    }
    __device__ Buf(const Buf &) = delete;
    __device__ Buf(Buf &&o) : p(o.p), n(o.n)
    {
        o.p = nullptr;
        o.n = 0;
        printf("  move-construct %d\n", n);
    }
    __device__ Buf &operator=(Buf &&o)
    {
        delete[] p;
        p = o.p;
        n = o.n;
        o.p = nullptr;
        o.n = 0;
        printf("  move-assign %d\n", n);
        return *this;
    }
    __device__ ~Buf() { delete[] p; }
    __device__ int sum() const
    {
        int s = 0;
        for (int i = 0; i < n; ++i)
            s += p[i];
        return s;
    }
};

// Both copyable and movable: which one runs shows how an argument was passed on.
struct Tracked {
    int v;
    __device__ explicit Tracked(int v_) : v(v_) {}
    __device__ Tracked(const Tracked &o) : v(o.v) { printf("  copy %d\n", v); }
    __device__ Tracked(Tracked &&o) : v(o.v)
    {
        o.v = -1;
        printf("  move %d\n", v);
    }
};

struct Holder {
    Buf buf;
    int tag;
};

__device__ Buf make_buf(int n)
{
    Buf b(n);
    return b;
}

__device__ Buf pass_through(Buf b) { return std::move(b); }

__device__ int consume(Buf b) { return b.sum(); }

__device__ const char *kind(const Tracked &) { return "lvalue"; }
__device__ const char *kind(Tracked &&) { return "rvalue"; }

template <class T>
__device__ Tracked forward_to_copy(T &&t)
{
    return Tracked(std::forward<T>(t));
}

template <class T>
__device__ void swap_by_moves(T &a, T &b)
{
    T tmp = std::move(a);
    a = std::move(b);
    b = std::move(tmp);
}

__global__ void moves()
{
    printf("construct from std::move\n");
    Buf a(3);
    Buf b = std::move(a);
    printf("  a.n=%d b.n=%d b.sum=%d\n", a.n, b.n, b.sum());
    Buf c(std::move(b));
    printf("  b.n=%d c.n=%d\n", b.n, c.n);

    printf("returned local\n");
    Buf d = make_buf(4);
    printf("  d.sum=%d\n", d.sum());

    printf("returned parameter\n");
    Buf e = pass_through(std::move(d));
    printf("  d.n=%d e.sum=%d\n", d.n, e.sum());

    printf("move assignment\n");
    e = std::move(c);
    printf("  c.n=%d e.n=%d e.sum=%d\n", c.n, e.n, e.sum());

    printf("by-value parameter\n");
    int s = consume(std::move(e));
    printf("  sum=%d e.n=%d\n", s, e.n);

    printf("overloads\n");
    Tracked t(7);
    printf("  %s %s %s\n", kind(t), kind(std::move(t)), kind(Tracked(8)));

    printf("forwarding\n");
    Tracked u = forward_to_copy(t);
    Tracked w = forward_to_copy(std::move(t));
    printf("  t.v=%d u.v=%d w.v=%d\n", t.v, u.v, w.v);

    printf("implicit move of a member\n");
    Holder h1{Buf(2), 5};
    Holder h2 = std::move(h1);
    printf("  h1.buf.n=%d h2.buf.n=%d h2.tag=%d\n", h1.buf.n, h2.buf.n, h2.tag);

    printf("implicit move assignment of a member\n");
    Holder h3{Buf(4), 6};
    h3 = std::move(h2);
    printf("  h2.buf.n=%d h3.buf.n=%d h3.tag=%d\n", h2.buf.n, h3.buf.n, h3.tag);

    printf("swap\n");
    Buf x(1), y(2);
    swap_by_moves(x, y);
    printf("  x.n=%d y.n=%d\n", x.n, y.n);
}

int main()
{
    moves<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
