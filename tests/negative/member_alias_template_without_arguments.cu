// A member alias template named without its template arguments.
template <class O> struct outer
{
    template <class I> using pair = I;
};
__global__ void k(int* out)
{
    outer<int>::pair x = 1;
    out[0] = x;
}
