// corpus: alignment as GNU attributes and __alignof__ give it, the same on the device as the
// host compiler lays it out: __alignof__ of an expression, a typedef that lowers a type's
// alignment, [[gnu::aligned]] and [[gnu::packed]] on classes and members, and attributes
// after a declarator's name, in an alias declaration, on a namespace and in a for-init
#include <cstddef>
#include <cstdio>

typedef double double_at_4 __attribute__((aligned(4)));
typedef int int_at_8 __attribute__((aligned(8)));
struct Loose { char c; double_at_4 d; };
struct [[gnu::aligned(32)]] Wide { int x; };
struct Member { char c; [[gnu::aligned(16)]] int x; };
struct [[gnu::packed, gnu::aligned(2)]] Packed { char c; int x; };
struct Named { char c; int x [[maybe_unused]]; int y; };
using Aligned [[gnu::aligned(8)]] = int;
using AlsoAligned __attribute__((aligned(16))) = short;
namespace [[deprecated]] legacy { __device__ int one() { return 1; } }

__host__ __device__ void layout(const char* side) {
    char bytes[24];
    int ints[3];
    struct { char c; short s; } pair;
    int v [[maybe_unused]] = 3;
    int sum = 0;
    for ([[maybe_unused]] int k = 0; k < 4; k++)
        sum += k;
    Named n{1, 2, 3};
    printf("%s: %d %d %d %d %d | %d %d %d %d | %d %d %d %d %d | %d %d %d\n", side,
           (int)__alignof__(bytes), (int)__alignof__(ints), (int)__alignof__(pair),
           (int)__alignof__(ints[0]), (int)__alignof__(pair.s), (int)alignof(double_at_4),
           (int)alignof(int_at_8), (int)offsetof(Loose, d), (int)sizeof(Loose),
           (int)sizeof(Wide), (int)alignof(Wide), (int)offsetof(Member, x), (int)sizeof(Packed),
           (int)alignof(Packed), (int)alignof(Aligned), (int)alignof(AlsoAligned),
           v + sum + n.x + n.y);
}

__global__ void kernel() {
    layout("device");
    printf("%d\n", legacy::one());
}

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    layout("host");
    return 0;
}
