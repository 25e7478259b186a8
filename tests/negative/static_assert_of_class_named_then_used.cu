// A class named only as a template argument is not instantiated there; a later use that needs
// it complete reports its failed assertion.
template <bool B, class T, class F> struct cond { using type = T; };
template <int N> struct Bad { static_assert(N == 32, "the width is a warp's"); int v; };
__global__ void k(int *o) {
    typename cond<true, int, Bad<4>>::type t = 1;
    *o = t;
    Bad<4> b;
    b.v = 2;
    o[1] = b.v;
}
