// Types a kernel's body asks about: a `>` inside `decltype(...)` or parentheses within template
// arguments, `sizeof` of a local in a template argument, `decltype` of a call returning a
// reference to `const`, and `?:` between a derived class and its base (objects and pointers).
#include <cstdio>
#include <type_traits>

template <int N> struct Count { static const int value = N; };

struct Shape { int sides; };
struct Square : Shape { float side; };

__device__ const int& pick(const int& x) { return x; }
__device__ int& choose(int& x) { return x; }

__global__ void k(int a, int b, int* out)
{
    bool same = std::is_same<decltype(a > b), bool>::value;
    Count<(sizeof(a) > 2)> wide;
    Count<sizeof(out) / sizeof(a)> ratio;
    using P = decltype(pick(a));
    using C = decltype(choose(a));
    bool pick_const = std::is_const<std::remove_reference_t<P>>::value;
    bool choose_const = std::is_const<std::remove_reference_t<C>>::value;
    Square sq;
    sq.sides = 4;
    sq.side = 2.5f;
    Shape tri;
    tri.sides = 3;
    bool first = a > b;
    Shape& s = first ? sq : tri;
    Shape& t = first ? tri : sq;
    s.sides += 10;
    Shape* p = first ? &tri : &sq;
    Shape* q = first ? static_cast<Shape*>(&sq) : &tri;
    printf("%d %d %d %d %d %d %d %d %d\n", same, wide.value, ratio.value, pick_const, choose_const,
           sq.sides, t.sides, p->sides, q->sides);
    out[0] = (first ? sq : tri).sides;
}

int main()
{
    int* out;
    cudaMallocManaged(&out, sizeof(int));
    k<<<1, 1>>>(3, 2, out);
    cudaDeviceSynchronize();
    printf("%d\n", *out);
    k<<<1, 1>>>(2, 3, out);
    cudaDeviceSynchronize();
    printf("%d\n", *out);
    cudaFree(out);
    return 0;
}
