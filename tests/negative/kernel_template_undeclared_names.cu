// A kernel template's body is checked where it is written: names that depend on none of its
// parameters must be declared there, even if no launch ever instantiates it. Names a call's
// arguments may find (argument-dependent lookup) and members of a parameter wait for an
// instance.
namespace util { template <class T> __device__ T twice(T x) { return 2 * x; } }
template <typename T, int N>
__global__ void scale(T *data, T factor)
{
    __shared__ T tile[N];
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    tile[threadIdx.x] = data[i] * factr;
    __syncthreads();
    Accumulator<T> acc;
    data[i] = util::twice(tile[threadIdx.x]) + T::offset + helper(data[i]);
    for (int k = 0; k < N; ++k) data[i] += undeclared_step();
    auto f = [=](T v) { return v * factor + missing; };
    data[i] = f(data[i]);
}
