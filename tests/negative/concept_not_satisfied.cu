// A call whose arguments satisfy no candidate's constraints, and a class template whose
// arguments do not satisfy its constraint.
template <class T>
concept Small = sizeof(T) <= 4;

template <Small T>
__device__ T twice(T x) { return 2 * x; }

template <class T>
    requires(sizeof(T) == 8)
struct Wide {
    T value;
};

__global__ void k(double *out)
{
    out[0] = twice(1.5);
    Wide<int> w{1};
    out[1] = w.value;
}
