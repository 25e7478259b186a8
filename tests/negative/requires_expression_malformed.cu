// A requirement must end with ';', and a requires expression needs its braces.
template <class T>
__device__ int size_of(const T &t)
{
    if constexpr (requires { t.size() }) return t.size();
    return 0;
}

template <class T>
__device__ bool has_x(const T &t) { return requires(T v) v.x; }
