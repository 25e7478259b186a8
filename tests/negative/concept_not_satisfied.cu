// A call whose arguments satisfy no candidate's constraints, and a class template whose
// arguments do not satisfy its constraint.
#include <concepts>

template <std::integral T>
__device__ T twice(T x) { return 2 * x; }

template <class T>
    requires(sizeof(T) == 8)
struct Wide {
    T value;
};

__global__ void k(float *out)
{
    out[0] = twice(1.5f);
    Wide<int> w{1};
    out[1] = w.value;
}
