// Class templates whose pack grows with each instantiation, by one argument and by doubling:
// stopped (at the 201st nested instantiation, as nvcc stops it, or at the size of a pack)
// instead of running out of time and memory.
template <class... T> struct G { using type = typename G<T..., int>::type; };
template <class... T> struct D { using type = typename D<T..., T...>::type; };
__global__ void k(int* p) {
    G<int>::type x;
    D<int>::type y;
    p[0] = 1;
}
