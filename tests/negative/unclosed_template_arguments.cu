// Template argument lists that never close, thirty deep: reported at the end of input at once
// (each level read as a type and as an expression would take time exponential in the depth).
template <class T> struct A {};
__global__ void k(int* p) { A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<A<int
