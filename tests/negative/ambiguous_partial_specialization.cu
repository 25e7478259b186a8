template <class T, class U> struct A { int v = 0; };
template <class T, class U> struct A<T*, U> { int v = 1; };
template <class T, class U> struct A<T, U*> { int v = 2; };
__global__ void k(int* o) { A<int*, int> a; A<int*, int*> b; o[0] = a.v + b.v; }
