// corpus: constexpr functions evaluated in constant expressions (array bounds, template
// arguments, static_assert, constexpr locals): loops (for, while with side effects in the
// condition, do-while), if/else, continue, locals; host constexpr functions in device code
// with --expt-relaxed-constexpr, in constant expressions and called at run time
#include <cstdio>
__host__ __device__ constexpr int fact(int n) { int r = 1; for (int i = 2; i <= n; ++i) r *= i; return r; }
constexpr int log2_floor(unsigned n) { int r = 0; while (n >>= 1) ++r; return r; }
constexpr int collatz(int n) {
    int steps = 0;
    do {
        if (n % 2 == 0) { n /= 2; } else { n = 3 * n + 1; }
        ++steps;
    } while (n != 1);
    return steps;
}
constexpr int first_square_above(int limit) {
    for (int i = 0;; i++) {
        if (i * i <= limit) continue;
        return i;
    }
}
template <int N> struct Fixed { int data[N]; };
__global__ void k(int *o) {
    int a[fact(4)];
    Fixed<log2_floor(1024)> f;
    static_assert(collatz(27) == 111, "collatz");
    o[0] = sizeof(a) / sizeof(int);
    o[1] = sizeof(f) / sizeof(int);
    constexpr int mixed = collatz(6) * 100 + first_square_above(50);
    int runtime = threadIdx.x + 7;
    o[2] = mixed * 1000 + collatz(runtime);
    o[3] = fact(5);
}
int main() { int *d; cudaMalloc(&d, 4 * sizeof(int)); k<<<1, 1>>>(d); int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]); }
