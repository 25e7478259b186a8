// corpus: names in a class's scope: default member initializers of class templates (and of
// classes nested in them) see the template's parameters and the other members, not the
// locals where the object is made; member types are constructed by qualified name, and
// `typename X::type(...)` / `{...}` are expressions
#include <cstdio>

template <int N>
struct Grid {
    int cells = N * N;
    int border = cells - (N - 2) * (N - 2);
    struct Cell {
        int x = N, y = N + 1;
        __device__ int sum() const { return x + y; }
    };
};

struct Outer {
    using Index = int;
    struct Inner { int v = 4; __device__ Inner() = default; __device__ Inner(int a, int b) : v(a * b) {} };
};

template <class T> struct Wrap { typedef T type; };
template <class T> __device__ T make() { return typename Wrap<T>::type{5} + typename Wrap<T>::type(2); }

__global__ void k(int *o) {
    int cells = -1;  // not the member the initializer names
    Grid<5> g;
    o[0] = g.cells * 100 + g.border + cells * 0;
    Grid<3>::Cell c;
    o[1] = c.sum();
    o[2] = Outer::Inner{}.v * 100 + Outer::Inner(3, 5).v + Outer::Index{2} * 1000;
    o[3] = make<int>();
}

int main() {
    int *d;
    cudaMalloc(&d, 4 * sizeof(int));
    k<<<1, 1>>>(d);
    int h[4];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
