// A pointer converts implicitly only where no level below its target loses a qualifier, and a
// level that gains one has `const` at every level above it: `int**` to `const int* const*`,
// never to `const int**`.
__device__ int* slot;
__device__ int*& pointer_slot() { return slot; }

struct Base { int v; };
struct Derived : Base {};
__device__ Base* base;
__device__ Base*& base_slot() { return base; }
__device__ void* untyped;
__device__ void*& untyped_slot() { return untyped; }

__device__ void reads(const int* const* p) {}
__device__ void writes(const int** p) {}

__device__ void assign(int** plain, const int* target, const int** chain) {
    pointer_slot() = target;
    int** a = plain;
    a = chain;
    const int** c = nullptr;
    c = plain;
    int** from_chain = chain;
    const int** from_plain(plain);
    const int* const* b = plain;
    b = chain;
    const Derived* derived = nullptr;
    base_slot() = derived;
    untyped_slot() = target;
    reads(plain);
    writes(plain);
}

__global__ void kernel(int** plain, const int* target, const int** chain) {
    assign(plain, target, chain);
}
