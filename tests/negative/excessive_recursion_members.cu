// Members of class templates that instantiate themselves without end: a static member's
// initializer and a member alias, each stopped at the 201st nested instantiation as nvcc stops
// it, and reported alone (not as the member being undefined where it is used).
template <int N> struct Count { static constexpr int value = Count<N + 1>::value; };
template <int N> struct Nest { using type = typename Nest<N + 1>::type; };
__global__ void k(int* o) {
    o[0] = Count<0>::value;
    typename Nest<0>::type x = 1;
    o[1] = x;
}
