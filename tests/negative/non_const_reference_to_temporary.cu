// A reference to non-const bound to a prvalue, or to an lvalue of another arithmetic type
// (which would need a temporary converted from it); incrementing a `bool` is deprecated.
__device__ int g(int x)
{
    int& r = x + 1;
    long l = 3;
    int& s = l;
    unsigned u = 1;
    int& t = u;
    bool b = true;
    b++;
    return r + s + t;
}
__global__ void k(int* o) { o[0] = g(1); }
