// A pointer to `const` returned as, stored in or initializing a pointer to non-`const`: a
// member (assigned, in a member initializer, in a braced list, named alone in a member
// function), an element of an array of such pointers, a function's result. A member whose
// pointee is a template parameter bound to `const int` takes it.
struct Holder {
    int* p;
    __device__ Holder(const int* q) : p(q) {}
    __device__ void set(const int* q) { p = q; }
};
template <class T> struct Box {
    T* p;
    __device__ void set(const int* q) { p = q; }
};
struct Plain {
    int* p;
};

__device__ int* give(const int* c) { return c; }

__device__ int listed(const int* c)
{
    Plain s{c};
    return *s.p;
}

__device__ int assigned(const int* c, Plain s)
{
    s.p = c;
    return *s.p;
}

__device__ int through_pointer(const int* c, Plain* ps)
{
    ps->p = c;
    return *ps->p;
}

__device__ int element(const int* c)
{
    int* many[2];
    many[0] = c;
    return *many[0];
}

__global__ void kernel(const int* c, int* out)
{
    Holder h(c);
    h.set(c);
    Box<const int> b;
    b.set(c);
    Plain s{nullptr};
    *out = *give(c) + *h.p + *b.p + listed(c) + assigned(c, s) + through_pointer(c, &s) + element(c);
}
