// C++20 defaulted comparisons of derived classes: the base class subobjects compare first,
// in declaration order, then the members (member and friend forms, a class template's base).
#include <cstdio>
#include <compare>
struct Base { int id; auto operator<=>(const Base&) const = default; };
struct Point : Base { float x, y; auto operator<=>(const Point&) const = default; };
struct Tagged : Point { int tag; friend bool operator==(const Tagged&, const Tagged&) = default; };
template <class T> struct Wrap : T { int w; bool operator==(const Wrap&) const = default; };
__global__ void k(int* o) {
    Point a{{1}, 1.0f, 2.0f}, b{{1}, 1.0f, 3.0f}, c{{0}, 9.0f, 9.0f};
    o[0] = (a < b) + 2 * (c < a) + 4 * (a == a) + 8 * (a != b) + 16 * (b > c);
    Tagged t1{{{1}, 1.0f, 2.0f}, 5}, t2 = t1;
    o[1] = (t1 == t2);
    t2.id = 2;
    o[2] = (t1 == t2);
    Wrap<Base> w1{{3}, 4}, w2{{3}, 4}, w3{{4}, 4};
    o[3] = (w1 == w2) * 10 + (w1 == w3);
}
int main() {
    int* o;
    cudaMallocManaged(&o, 4 * sizeof(int));
    k<<<1, 1>>>(o);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
    return 0;
}
