// A member function that is not `const` called on a `const` object reached through a pointer
// to `const`, as a `const` data member, or as an element of a `const` array.
struct S {
    int v;
    __device__ void set() { v = 1; }
};
struct H {
    const S s;
};
__global__ void k(const S* p)
{
    H h{};
    h.s.set();
    p->set();
    (*p).set();
    const S arr[2] = {};
    arr[1].set();
}
