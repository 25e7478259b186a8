// C++20 comparisons with the operands reversed: where only `s <=> 7` and `s == 7` are
// declared, `7 < s`, `3 <= s`, `5 == s`, `4 != s` and `3 <=> s` are rewritten as
// `0 < (s <=> 7)`, `s == 5`, `!(s == 4)` and `0 <=> (s <=> 3)`; the same for free operator
// functions, for two classes of which one declares the comparison with the other, and for a
// class template wrapping a value.
#include <compare>
#include <cstdio>

struct Meters {
    int v;
    __host__ __device__ std::strong_ordering operator<=>(int x) const { return v <=> x; }
    __host__ __device__ bool operator==(int x) const { return v == x; }
};

struct Grams { double v; };
__host__ __device__ std::partial_ordering operator<=>(Grams g, double x) { return g.v <=> x; }
__host__ __device__ bool operator==(Grams g, double x) { return g.v == x; }

struct Id { int v; };
struct Tag {
    int v;
    __host__ __device__ bool operator==(const Id &id) const { return v == id.v; }
    __host__ __device__ std::weak_ordering operator<=>(const Id &id) const { return v <=> id.v; }
};

template <class T>
struct Wrapped {
    T value;
    __host__ __device__ auto operator<=>(const T &x) const { return value <=> x; }
    __host__ __device__ bool operator==(const T &x) const { return value == x; }
};

__device__ int sign(std::strong_ordering o) { return o < 0 ? -1 : o > 0 ? 1 : 0; }
__device__ int sign(std::partial_ordering o) { return o < 0 ? -1 : o > 0 ? 1 : 0; }
__device__ int sign(std::weak_ordering o) { return o < 0 ? -1 : o > 0 ? 1 : 0; }

__global__ void compare(int *out) {
    Meters m{5};
    int i = 0;
    out[i++] = m < 7;
    out[i++] = 7 < m;
    out[i++] = 3 <= m;
    out[i++] = 9 > m;
    out[i++] = 5 >= m;
    out[i++] = 5 == m;
    out[i++] = 4 != m;
    out[i++] = sign(3 <=> m);
    out[i++] = sign(m <=> 3);
    Grams g{2.5};
    out[i++] = 1.0 < g;
    out[i++] = 2.5 == g;
    out[i++] = 2.5 != g;
    out[i++] = sign(4.0 <=> g);
    Id id{3};
    Tag tag{4};
    out[i++] = id == tag;
    out[i++] = id != tag;
    out[i++] = id < tag;
    out[i++] = id >= tag;
    out[i++] = sign(id <=> tag);
    Wrapped<long> w{10};
    out[i++] = 10L == w;
    out[i++] = 11L > w;
    out[i++] = sign(12L <=> w);
    out[i++] = i;
}

int main() {
    int *out;
    cudaMallocManaged(&out, 32 * sizeof(int));
    compare<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    // The host computes the same comparisons with the host compiler.
    Meters m{5};
    Grams g{2.5};
    Id id{3};
    Tag tag{4};
    Wrapped<long> w{10};
    auto s = [](auto o) { return o < 0 ? -1 : o > 0 ? 1 : 0; };
    int host[] = {m < 7, 7 < m, 3 <= m, 9 > m, 5 >= m, 5 == m, 4 != m, s(3 <=> m), s(m <=> 3),
                  1.0 < g, 2.5 == g, 2.5 != g, s(4.0 <=> g), id == tag, id != tag, id < tag,
                  id >= tag, s(id <=> tag), 10L == w, 11L > w, s(12L <=> w)};
    int n = out[sizeof host / sizeof host[0]];
    int same = n == (int)(sizeof host / sizeof host[0]);
    for (int k = 0; k < n; k++) {
        printf("%d%s", out[k], k + 1 < n ? " " : "\n");
        same &= out[k] == host[k];
    }
    printf("device and host %s\n", same ? "agree" : "differ");
    return 0;
}
