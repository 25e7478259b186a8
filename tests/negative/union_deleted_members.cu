// A union whose member copies or assigns itself with code of its own cannot be copied or
// assigned: C++ deletes those implicit operations of the union.
struct Counted {
    int v;
    __device__ Counted(const Counted& o) : v(o.v + 1) {}
};
struct Assigned { int v; __device__ Assigned& operator=(const Assigned& o) { v = o.v; return *this; } };
union Copies { Counted c; int i; };
union Assigns { Assigned a; int i; };
__device__ int copy(Copies& a) {
    Copies b = a;
    return b.i;
}
__device__ void assign(Assigns& a, Assigns& b) {
    a = b;
}
__global__ void k(Copies* c, Assigns* a) { copy(*c); assign(a[0], a[1]); }
