// corpus: <cuda/std/memory> in device and host code (C++20, for construct_at): construct_at, destroy_at/destroy/destroy_n, the uninitialized-memory algorithms over raw storage, align, assume_aligned, addressof, pointer_traits and to_address
#include <cstdio>
#include <new>
#include <cuda/std/cstddef>
#include <cuda/std/memory>
#include <cuda/std/type_traits>

struct Counted {
    int value;
    int *live;
    __host__ __device__ Counted(int v, int *l) : value(v), live(l) { ++*live; }
    __host__ __device__ Counted(const Counted &o) : value(o.value), live(o.live) { ++*live; }
    __host__ __device__ Counted(Counted &&o) : value(o.value), live(o.live) { o.value = -1; ++*live; }
    __host__ __device__ ~Counted() { --*live; }
};

struct Zeroed {
    int v = 7;
};

struct HasOperatorAddress {
    int v;
    __host__ __device__ HasOperatorAddress *operator&() { return nullptr; }
};

template <class T>
struct Fancy {
    T *p;
    __host__ __device__ T *operator->() const { return p; }
};

static_assert(cuda::std::is_same<cuda::std::pointer_traits<int *>::element_type, int>::value, "element_type");
static_assert(cuda::std::is_same<cuda::std::pointer_traits<int *>::difference_type, cuda::std::ptrdiff_t>::value, "difference_type");
static_assert(cuda::std::is_same<cuda::std::pointer_traits<int *>::rebind<char>, char *>::value, "rebind");
static_assert(cuda::std::is_same<cuda::std::pointer_traits<Fancy<float>>::element_type, float>::value, "a class's element type");

__host__ __device__ void run(long long *out)
{
    int i = 0;
    int live = 0;
    alignas(Counted) unsigned char raw[4 * sizeof(Counted)];
    Counted *c = reinterpret_cast<Counted *>(raw);
    Counted *first = cuda::std::construct_at(c, 10, &live);
    out[i++] = (first == c) * 100 + first->value + live;                               // 111
    cuda::std::uninitialized_fill_n(c + 1, 3, Counted(5, &live));                      // the temporary is gone again
    out[i++] = live * 1000 + c[1].value + c[2].value * 10 + c[3].value * 100;          // 4555
    cuda::std::destroy_at(c + 3);
    out[i++] = live;                                                                   // 3
    cuda::std::destroy_n(c, 2);
    cuda::std::destroy(c + 2, c + 3);
    out[i++] = live;                                                                   // 0

    alignas(Counted) unsigned char raw2[3 * sizeof(Counted)];
    Counted *d = reinterpret_cast<Counted *>(raw2);
    Counted src[3] = {Counted(1, &live), Counted(2, &live), Counted(3, &live)};
    Counted *end = cuda::std::uninitialized_copy(src, src + 3, d);
    out[i++] = (end - d) * 100 + live * 10 + d[2].value;                               // 363
    cuda::std::destroy(d, d + 3);
    auto moved = cuda::std::uninitialized_move_n(src, 2, d);
    out[i++] = (moved.first - src) * 1000 + (moved.second - d) * 100 + src[0].value + 2 + d[1].value * 10;   // 2221
    cuda::std::destroy(d, d + 2);
    cuda::std::destroy(src, src + 3);                                                  // by hand: src is an array of objects already
    for (int k = 0; k < 3; k++) new (&src[k]) Counted(0, &live);                      // rebuilt for the automatic destructors
    out[i++] = live;                                                                   // 3

    int ints[4] = {9, 9, 9, 9};
    cuda::std::uninitialized_value_construct_n(ints, 2);                                // zeroes
    out[i++] = ints[0] * 1000 + ints[1] * 100 + ints[2] * 10 + ints[3];                // 99
    cuda::std::uninitialized_copy_n(ints + 2, 2, ints);
    out[i++] = ints[0] * 1000 + ints[1] * 100 + ints[2] * 10 + ints[3];                // 9999
    Zeroed z[2];
    z[0].v = z[1].v = 1;
    cuda::std::uninitialized_default_construct(z, z + 2);                              // the member initializer
    out[i++] = z[0].v * 10 + z[1].v;                                                   // 77

    // align: 16 bytes at 16-byte alignment inside a buffer that starts 4 bytes past it.
    alignas(16) unsigned char buffer[64];
    void *p = buffer + 4;
    cuda::std::size_t space = 60;
    void *r = cuda::std::align(16, 16, p, space);
    out[i++] = (r == buffer + 16) * 1000 + (p == r) * 100 + (long long)space;          // 1148
    void *q = buffer + 4;
    cuda::std::size_t small = 20;
    out[i++] = (cuda::std::align(16, 16, q, small) == nullptr) * 100 + (q == buffer + 4) * 10 + (small == 20);   // 111

    int *aligned = cuda::std::assume_aligned<4>(ints);
    out[i++] = (aligned == ints);                                                      // 1
    HasOperatorAddress h{3};
    out[i++] = (cuda::std::addressof(h) == reinterpret_cast<HasOperatorAddress *>(&reinterpret_cast<unsigned char &>(h))) +
               (&h == nullptr) * 10;                                                   // 11
    Fancy<int> f{ints + 3};
    out[i++] = (cuda::std::to_address(f) == ints + 3) + (cuda::std::to_address(ints) == ints) * 10 +
               (cuda::std::pointer_traits<int *>::pointer_to(ints[1]) == ints + 1) * 100;   // 111
}

constexpr int count = 15;

__global__ void kernel(long long *out) { run(out); }

int main()
{
    long long host[count], device[count], *d;
    run(host);
    cudaMalloc(&d, sizeof(device));
    kernel<<<1, 1>>>(d);
    cudaMemcpy(device, d, sizeof(device), cudaMemcpyDeviceToHost);
    cudaFree(d);
    bool same = true;
    for (int i = 0; i < count; i++) {
        printf("%d: %lld\n", i, device[i]);
        same = same && host[i] == device[i];
    }
    printf("%s\n", same ? "PASS host and device agree" : "FAIL host and device differ");
    return same ? 0 : 1;
}
