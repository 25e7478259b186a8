#include <cstdio>
#include <utility>
#include <type_traits>
struct MoveOnly {
    int v;
    __device__ MoveOnly(int x) : v(x) {}
    __device__ MoveOnly(MoveOnly&& o) : v(o.v) { o.v = 0; }
    __device__ MoveOnly& operator=(MoveOnly&& o) { v = o.v; o.v = 0; return *this; }
};
struct Holder { MoveOnly m; int k; };
struct Copyable { int v; };
__global__ void k()
{
    printf("%d %d %d %d\n", (int)std::is_copy_constructible<MoveOnly>::value, (int)std::is_move_constructible<MoveOnly>::value,
           (int)std::is_copy_assignable<MoveOnly>::value, (int)std::is_move_assignable<MoveOnly>::value);
    printf("%d %d %d\n", (int)std::is_copy_constructible<Holder>::value, (int)std::is_move_constructible<Holder>::value, (int)std::is_copy_constructible<Copyable>::value);
    MoveOnly a(3);
    MoveOnly b(std::move(a));
    MoveOnly c(5);
    c = std::move(b);
    printf("%d %d %d\n", a.v, b.v, c.v);
}
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }
