// corpus: the type traits that depend on how a class is declared answer as the host compiler
// does: a destructor declared without a body or defaulted virtual is not trivial, a deleted
// copy constructor leaves copying trivial, mixed member access or a base as the first member's
// type is not standard layout, a private member makes no aggregate, an abstract class is not
// default-constructible, a function type is not trivial
#include <cstdio>
#include <type_traits>

struct DeclaredDestructor { ~DeclaredDestructor(); };
struct VirtualDefault { virtual ~VirtualDefault() = default; };
struct DerivedVirtual : VirtualDefault {};
struct MoveOnly { MoveOnly(const MoveOnly&) = delete; MoveOnly(MoveOnly&&) = default; int x; };
struct Mixed { int a; private: int b; };
struct AllPrivate { private: int x; };
struct Empty {};
struct BaseFirst : Empty { Empty e; };
struct BaseOther : Empty { int x; };
struct Abstract { virtual void f() = 0; };
struct Plain { int a; };

__host__ __device__ int traits() {
    bool answers[] = {
        std::is_trivial<DeclaredDestructor>::value,
        std::is_trivially_destructible<DeclaredDestructor>::value,
        std::is_trivially_copyable<DeclaredDestructor>::value,
        std::is_trivially_destructible<VirtualDefault>::value,
        std::is_trivially_destructible<DerivedVirtual>::value,
        std::is_trivially_copyable<MoveOnly>::value,
        std::is_standard_layout<Mixed>::value,
        std::is_aggregate<Mixed>::value,
        std::is_standard_layout<AllPrivate>::value,
        std::is_aggregate<AllPrivate>::value,
        std::is_standard_layout<BaseFirst>::value,
        std::is_standard_layout<BaseOther>::value,
        std::is_default_constructible<Abstract>::value,
        std::is_trivial<int(int)>::value,
        std::is_trivially_destructible<int[]>::value,
        std::is_trivial<Plain>::value,
        std::is_aggregate<Plain>::value,
    };
    int bits = 0;
    for (int i = 0; i < (int)(sizeof answers / sizeof answers[0]); ++i)
        bits |= answers[i] << i;
    return bits;
}

__global__ void kernel() { printf("device %x\n", traits()); }

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("host %x\n", traits());
    return 0;
}
