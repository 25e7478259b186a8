// A variable template whose initializer names another of its instances without end (no
// specialization stops it): reported once it has more than a thousand instances, not followed
// until the stack runs out.
template <int N> constexpr long long factorial = N * factorial<N - 1>;
__global__ void k(long long* o) { o[0] = factorial<5>; }
