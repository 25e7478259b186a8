// corpus: the items of a braced list that a constructor takes as its arguments are each
// initialized before the next is evaluated, so a by-value parameter gets the value its item
// had then (`Pair p{++i, ++i}` is 1, 2), while a reference parameter still refers to the
// object: in declarations, temporaries, new-expressions and member initializers
#include <cstdio>

struct Pair { int a, b; __host__ __device__ Pair(int x, int y) : a(x), b(y) {} };
struct Bound { int& a; int b; __host__ __device__ Bound(int& x, int y) : a(x), b(y) {} };
struct Viewed { const int& a; int b; __host__ __device__ Viewed(const int& x, int y) : a(x), b(y) {} };
struct Outer {
    Pair p;
    __host__ __device__ Outer(int& i) : p{i++, i++} {}
};

__host__ __device__ int bump(int& i) { return ++i; }
__host__ __device__ int packed(Pair p) { return p.a * 100 + p.b; }

__host__ __device__ void run(int* out) {
    int j = 0;
    int i = 0;
    Pair p{++i, ++i};
    out[j++] = packed(p);
    int k = 5;
    Pair q{k, bump(k)};
    out[j++] = packed(q);
    int m = 1;
    Bound r{m, ++m};
    out[j++] = r.a * 100 + r.b;
    int n = 3;
    Viewed v{n, n++};
    out[j++] = v.a * 100 + v.b;
    int s = 7;
    out[j++] = packed(Pair{s, s += 2});
    int cells[2] = {1, 2};
    int* at = cells;
    Pair* made = new Pair{*at, *++at};
    out[j++] = packed(*made);
    delete made;
    int t = 4;
    Outer o(t);
    out[j++] = packed(o.p);
    volatile int w = 8;
    Pair u{w, w = 9};
    out[j++] = packed(u);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 8 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[8];
    run(host);
    for (int k = 0; k < 8; ++k) printf("%d%s", out[k], k == 7 ? "\n" : " ");
    for (int k = 0; k < 8; ++k) printf("%d%s", host[k], k == 7 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
