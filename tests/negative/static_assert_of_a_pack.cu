// A static_assert in a variadic function template's body is checked for each instance, with
// the pack's size and a fold over the parameters' types.
template <class... As>
__device__ int total(As... as)
{
    static_assert(sizeof(decltype((0 + ... + as))) == sizeof(int), "an int sum");
    static_assert(sizeof...(As) == 2, "two arguments");
    return (0 + ... + as);
}

__global__ void k(int* out)
{
    out[0] = total(1, 2);
    out[1] = total(1, 2, 3);
    out[2] = total(1LL, 2);
}
