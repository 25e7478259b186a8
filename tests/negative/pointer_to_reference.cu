// A pointer to a reference, formed through a template argument that is a reference type:
// nvcc reports "pointer to reference is not allowed".
template <class A> struct Holder {
    typedef A *pointer;
};

__global__ void k(int *out)
{
    Holder<int &>::pointer p = 0;
    out[0] = p != 0;
}
