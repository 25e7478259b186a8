// Object lifetimes as C++ gives them: copy constructors run for copies (declarations, by-value
// arguments, a returned parameter), not where a prvalue initializes an object (copy elision) or
// a local is returned by name; temporaries are destroyed at the end of their full-expression in
// reverse order (also one made only by the right of &&), a temporary bound to a reference
// lives as long as the reference, and a conditional of two lvalues is an lvalue. The implicit
// copy constructor copies each base and member once (a base's members with the base), and the
// elements of an array member one by one.
#include <cstdio>
#include <cuda_runtime.h>

struct Traced {
    int v;
    __device__ Traced(int x) : v(x) { printf("+%d ", v); }
    __device__ Traced(const Traced &o) : v(o.v * 10) { printf("c%d ", v); }
    __device__ ~Traced() { printf("-%d ", v); }
    __device__ int get() const { return v; }
};

struct Holder {
    Traced inner;
    int extra;
};

struct Counted {
    int v;
    __device__ Counted() : v(1) {}
    __device__ Counted(const Counted &o) : v(o.v + 1) { printf("copy%d ", v); }
};

struct WithMember {
    Counted member;
};

struct Derived : WithMember {
    Counted row[3];
};

__global__ void implicit_copies(int *out)
{
    Derived d;
    d.row[2].v = 7;
    Derived e = d;
    printf("| end\n");
    out[0] = e.member.v * 100 + e.row[0].v * 10 + e.row[2].v;
}

__device__ Traced make(int x)
{
    Traced t(x);
    return t;
}
__device__ Traced pass(Traced t) { return t; }
__device__ int use(const Traced &t) { return t.v; }

__global__ void lifetimes(int *out, int c)
{
    Traced a(1);
    Traced b = a;
    Traced copied(a);
    printf("| ");
    out[0] = Traced(2).get() > 0 ? use(Traced(3)) : 0;
    printf("| ");
    Traced made = make(4);
    Traced chosen = c ? Traced(5) : Traced(6);
    printf("| ");
    const Traced &bound = Traced(7);
    printf("| ");
    int both = c > 0 && Traced(8).get() > 0;
    printf("| ");
    out[1] = both + pass(a).get();
    printf("| ");
    Traced &either = c ? a : b;
    Holder h = {Traced(9), 1};
    Holder h2 = h;
    printf("| ");
    out[2] = either.v + bound.v + made.v + chosen.v + copied.v + h2.inner.v;
    printf("| end\n");
}

int main()
{
    int *out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    lifetimes<<<1, 1>>>(out, 1);
    cudaDeviceSynchronize();
    printf("%d %d %d\n", out[0], out[1], out[2]);
    implicit_copies<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d\n", out[0]);
    cudaFree(out);
    return 0;
}
