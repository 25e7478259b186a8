// A pointer to `const` assigned to a local or a parameter declared as a pointer to
// non-`const`; one whose pointee is a template parameter (bound to `const int` here) takes it.
template <class T> __device__ void assign(T* p, const int* c) { p = c; }

__global__ void kernel(const int* in, int* out)
{
    int* p = out;
    p = in;
    out = in;
    const int* fine = out;
    fine = in;
    assign<const int>(fine, in);
    p[0] = fine[0];
}
