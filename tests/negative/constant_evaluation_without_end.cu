// A template argument whose constexpr call never returns: not a constant.
__host__ __device__ constexpr int spin(int n)
{
    int i = 0;
    while (n > 0) ++i;
    return i;
}
template <int N> struct Value {
    static constexpr int value = N;
};
__global__ void kernel(int* out) { out[0] = Value<spin(1)>::value; }
