// Narrowing conversions of braced lists that give their items to constructors and functions:
// warnings for `T{v}` (not `T(v)`), a constructor's arguments and bit-fields, errors for
// `f({v})` and an `std::initializer_list`'s items; a braced list given to a compound
// assignment of a scalar is an error.
#include <initializer_list>
struct S { int v; __device__ S(int x) : v(x) {} };
struct Two { float a; int b; __device__ Two(float x, int y) : a(x), b(y) {} };
struct Bits { int x : 4; char c : 3; };
struct Count { int n; __device__ Count(std::initializer_list<int> l) : n((int)l.size()) {} };
__device__ int take(int x) { return x; }
__device__ int take_ref(const int& x) { return x; }
template <class T> __device__ T make(double d) { return T{d}; }
__global__ void k(int* out, double d, long long w, int v) {
    S s{d};
    S s2 = {w};
    Two t{v, d};
    Two fine{1, 2};
    std::initializer_list<int> items = {v, d};
    int a = take({d});
    int b = take_ref({w});
    int c = S{d}.v + S(d).v;
    float e = float{d};
    float e2 = float(d);
    int m = make<int>(d);
    Bits bits{v, v};
    Count count{1, v, d};
    int x = 1;
    x += {2};
    out[0] = s.v + s2.v + t.b + fine.b + (int)items.size() + a + b + c + (int)e + (int)e2 + m + bits.x + count.n + x;
}
int main() { return 0; }
