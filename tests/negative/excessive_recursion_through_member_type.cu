// A class template that derives from itself without end, first named through a member type
// of an instance (which no location comes with): the recursion is reported at the template.
template <int N> struct G : G<N - 1> {};
__global__ void k() { typename G<1>::t x; }
