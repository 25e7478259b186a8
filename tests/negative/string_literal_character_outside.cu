// A string literal's character past its terminating null, or before its first, is no
// constant.
template <int N> struct Value {
    static constexpr int value = N;
};
__global__ void kernel(int* out)
{
    out[0] = Value<"ab"[2]>::value;
    out[1] = Value<"ab"[9]>::value;
    out[2] = Value<"ab"[-1]>::value;
}
