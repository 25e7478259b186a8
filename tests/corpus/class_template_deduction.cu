// corpus: class template argument deduction from constructors for locals (parentheses,
// braces, const, several parameters)
#include <cstdio>
template <typename T> struct Box { T v; __device__ Box(T x) : v(x) {} };
template <typename A, typename B> struct Pair { A a; B b; __device__ Pair(A x, B y) : a(x), b(y) {} };
__global__ void k(double *o) {
    Box b(3);
    Box f{2.5f};
    Pair p(1, 0.25);
    const Pair q{'a', 2u};
    o[0] = b.v + f.v;
    o[1] = p.a + p.b + sizeof(p);
    o[2] = q.a + q.b + sizeof(f.v) * 100;
}
int main() {
    double *d; cudaMalloc(&d, 3 * sizeof(double)); k<<<1, 1>>>(d);
    double h[3]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%.2f %.2f %.2f\n", h[0], h[1], h[2]);
}
