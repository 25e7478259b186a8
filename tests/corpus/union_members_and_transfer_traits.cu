// corpus: a union (or a class's anonymous union) whose member has a copy constructor, a
// default constructor or a destructor of its own gets that operation deleted, which the
// traits see; the copy, move and swap traits answer for void, const scalars, arrays and
// pointers to const as the host compiler's library does, and reading a data member through
// a pointer to member is as qualified as the object it is read from; a class whose copy
// constructor runs code may still be trivially assigned, and one whose destructor runs code
// trivially assigned but not trivially copy-constructed
#include <cstdio>
#include <type_traits>
#include <utility>

struct Counted {
    int v;
    __host__ __device__ Counted() : v(1) {}
    __host__ __device__ Counted(const Counted& o) : v(o.v + 1) {}
};
struct Finalized { int v; __host__ __device__ ~Finalized() {} };
union Copies { Counted c; int i; };
union Finalizes { Finalized f; int i; };
struct Holder { union { Counted c; int i; }; int z; };
union Plain { int i; float f; };
struct Member { int v; };

__host__ __device__ unsigned traits() {
    bool answers[] = {
        std::is_copy_constructible<Copies>::value,
        std::is_default_constructible<Copies>::value,
        std::is_copy_assignable<Copies>::value,
        std::is_destructible<Finalizes>::value,
        std::is_copy_constructible<Holder>::value,
        std::is_trivially_copyable<Plain>::value,
        std::is_copy_constructible<Plain>::value,
        std::is_copy_constructible<void>::value,
        std::is_move_constructible<const void>::value,
        std::is_copy_assignable<const int>::value,
        std::is_move_assignable<int>::value,
        std::is_swappable<int[3]>::value,
        std::is_swappable<const int>::value,
        std::is_convertible<const int*, int*>::value,
        std::is_convertible<int*, const int*>::value,
        std::is_same<std::invoke_result_t<int Member::*, const Member*>, const int&>::value,
        std::is_same<std::invoke_result_t<int Member::*, Member>, int&&>::value,
        std::is_same<std::invoke_result_t<int Member::*, const Member&>, const int&>::value,
        std::is_trivially_copy_assignable<Counted>::value,
        std::is_trivially_copy_constructible<Counted>::value,
        std::is_trivially_copy_constructible<Finalized>::value,
        std::is_trivially_copy_assignable<Finalized>::value,
    };
    unsigned bits = 0;
    for (unsigned i = 0; i < sizeof answers / sizeof answers[0]; ++i) bits |= unsigned(answers[i]) << i;
    return bits;
}

__global__ void kernel(unsigned* out) {
    *out = traits();
    Plain p{5};
    Plain q = p;
    out[1] = q.i;
}

int main() {
    unsigned* out;
    cudaMallocManaged(&out, 2 * sizeof(unsigned));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device %05x host %05x\n", out[0], traits());
    printf("copied: %u\n", out[1]);
    cudaFree(out);
    return 0;
}
