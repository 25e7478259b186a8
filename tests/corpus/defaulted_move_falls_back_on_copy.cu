// corpus: a defaulted move constructor or move assignment that would be deleted (a member whose move is deleted) is ignored, so the copy moves, as for an optional of a copy-only type
#include <cstdio>
#include <type_traits>
#include <utility>

struct CopyOnly {
    int v;
    __host__ __device__ CopyOnly(int x) : v(x) {}
    __host__ __device__ CopyOnly(const CopyOnly& o) : v(o.v + 10) {}
    CopyOnly(CopyOnly&&) = delete;
    __host__ __device__ CopyOnly& operator=(const CopyOnly& o)
    {
        v = o.v + 100;
        return *this;
    }
    CopyOnly& operator=(CopyOnly&&) = delete;
};

struct Wrap {
    CopyOnly c;
    __host__ __device__ Wrap(int x) : c(x) {}
    Wrap(const Wrap&) = default;
    Wrap(Wrap&&) = default;
    Wrap& operator=(const Wrap&) = default;
    Wrap& operator=(Wrap&&) = default;
};

static_assert(std::is_move_constructible<Wrap>::value, "");
static_assert(std::is_move_assignable<Wrap>::value, "");
static_assert(!std::is_move_constructible<CopyOnly>::value, "");

__global__ void k(int* out)
{
    Wrap a(1), b(2);
    Wrap c(std::move(a));
    b = std::move(c);
    out[0] = c.c.v;
    out[1] = b.c.v;
}

int main()
{
    int* d;
    cudaMallocManaged(&d, 2 * sizeof(int));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("%d %d\n", d[0], d[1]);
    cudaFree(d);
    return 0;
}
