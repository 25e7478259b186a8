// A function template's instance calling a host `constexpr` member function is reported
// however often the program uses the instance: a second use, whose class-type template
// argument is computed by running code, lowers the waiting instances first, and their errors
// stand (the instance is not compiled to return nothing).
struct Offset {
    int n;
    constexpr int next() const { return n + 1; }
};

template <Offset o>
__device__ int shifted() { return o.next(); }

__global__ void k(int *out)
{
    out[0] = shifted<Offset{5}>();
    out[1] = shifted<Offset{5}>();
}
