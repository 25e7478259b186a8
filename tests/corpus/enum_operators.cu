// Enumerations as types of their own in device code: operators declared for them (found by
// argument-dependent lookup too), overloads and deduction that tell them from integers,
// enumeration traits, and templates over enumeration types and values.
#include <cstdio>
#include <type_traits>

namespace gfx {
enum class Access : unsigned { None = 0, Read = 1, Write = 2, Exec = 4 };
__host__ __device__ constexpr Access operator|(Access a, Access b) {
    return Access(unsigned(a) | unsigned(b));
}
__host__ __device__ constexpr Access operator&(Access a, Access b) {
    return Access(unsigned(a) & unsigned(b));
}
__host__ __device__ constexpr Access operator~(Access a) { return Access(~unsigned(a) & 7u); }
__host__ __device__ Access& operator|=(Access& a, Access b) { return a = a | b; }
}  // namespace gfx

enum Dir { North, East, South, West };
__device__ Dir operator-(Dir d) { return Dir((d + 2) % 4); }
__device__ Dir& operator++(Dir& d) { return d = Dir((d + 1) % 4); }
__device__ Dir operator++(Dir& d, int) { Dir old = d; ++d; return old; }

__device__ int pick(int) { return 1; }
__device__ int pick(Dir) { return 2; }
__device__ int pick(long) { return 3; }

template <class T>
__device__ int traits() {
    return std::is_integral<T>::value * 100 + std::is_enum<T>::value * 10 +
           std::is_scalar<T>::value;
}

enum Wide { Narrow = 1, Huge = 0x100000000LL };
enum class Tiny : unsigned char { A = 200 };

struct Packet {
    Dir heading : 2;
    gfx::Access access : 3;
    int payload;
};

template <Dir D>
__device__ int turn() { return -D; }

template <class E>
__global__ void describe(E e, int* out) {
    out[0] = (int)e;
    out[1] = sizeof(E);
    out[2] = std::is_same<typename std::underlying_type<E>::type, unsigned char>::value;
}

__global__ void run(Packet p, int* out) {
    using gfx::Access;
    Access a = Access::Read | Access::Write;
    a |= Access::Exec;
    out[0] = (int)a;
    out[1] = (int)~Access::Read;
    out[2] = (int)(a & Access::Write);
    Dir d = East;
    out[3] = -d;
    Dir before = d++;
    out[4] = before * 10 + d;
    out[5] = pick(d) * 100 + pick(3) * 10 + pick(3L);
    out[6] = traits<Dir>() * 1000 + traits<int>();
    out[7] = sizeof(Wide) * 10 + sizeof(std::underlying_type_t<Access>);
    out[8] = std::is_same<std::underlying_type<Wide>::type, long>::value;
    auto w = West;
    out[9] = w + 1;
    out[10] = turn<South>();
    out[11] = p.heading * 100 + (int)p.access * 10 + p.payload;
    switch (p.access) {
    case Access::Read | Access::Exec: out[12] = 1; break;
    default: out[12] = 2;
    }
    printf("d=%d a=%u tiny=%d\n", d, (unsigned)a, (int)Tiny::A);
}

int main() {
    int* d;
    cudaMalloc(&d, 16 * sizeof(int));
    Packet p;
    p.heading = West;
    p.access = gfx::Access::Read | gfx::Access::Exec;
    p.payload = 7;
    run<<<1, 1>>>(p, d);
    int h[16];
    cudaMemcpy(h, d, 13 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 13; i++) printf("%d ", h[i]);
    printf("\n");
    describe<<<1, 1>>>(Tiny::A, d);
    cudaMemcpy(h, d, 3 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("tiny: %d %d %d\n", h[0], h[1], h[2]);
    describe<<<1, 1>>>(South, d);
    cudaMemcpy(h, d, 3 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("dir: %d %d %d\n", h[0], h[1], h[2]);
    return 0;
}
