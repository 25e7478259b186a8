// corpus: function templates with several template parameter packs, each deduced from its own
// argument (the class template arguments of a parameter, or a trailing function parameter
// pack); members of a variadic class template defined outside the class
#include <cstdio>

template <class... Ts>
struct TypeList {};

template <int... Ns>
struct IntList {};

template <class... As, class... Bs>
__device__ int sizes(TypeList<As...>, TypeList<Bs...>) {
    return sizeof...(As) * 10 + sizeof...(Bs);
}

template <class... As, class... Vs>
__device__ int weighted(TypeList<As...>, Vs... values) {
    return (int)sizeof...(As) * 1000 + (values + ... + 0);
}

template <int... Ms, int... Ns>
__device__ int dotLists(IntList<Ms...>, IntList<Ns...>) {
    return ((Ms * Ns) + ... + 0);
}

template <class... As, class... Bs>
__device__ int bytes(const TypeList<As...>*, const TypeList<Bs...>*) {
    return (int)((sizeof(As) + ... + 0) * 100 + (sizeof(Bs) + ... + 0));
}

template <class... Ts>
struct Record {
    __device__ int fields() const;
    __device__ int bytes() const;
};

template <class... Ts>
__device__ int Record<Ts...>::fields() const { return sizeof...(Ts); }

template <class... Ts>
__device__ int Record<Ts...>::bytes() const { return (int)(sizeof(Ts) + ... + 0); }

__global__ void kernel(int* out) {
    out[0] = sizes(TypeList<int, float>{}, TypeList<char, char, char>{});
    out[1] = sizes(TypeList<>{}, TypeList<double>{});
    out[2] = weighted(TypeList<int, int, int>{}, 4, 5, 6);
    out[3] = weighted(TypeList<>{});
    out[4] = dotLists(IntList<1, 2, 3>{}, IntList<4, 5, 6>{});
    TypeList<double, char> a;
    TypeList<short> b;
    out[5] = bytes(&a, &b);
    Record<int, char, double> r;
    out[6] = r.fields() * 100 + r.bytes();
}

int main() {
    int* d_out;
    cudaMalloc(&d_out, 7 * sizeof(int));
    kernel<<<1, 1>>>(d_out);
    int out[7];
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 7; ++i) printf("out[%d] = %d\n", i, out[i]);
    cudaFree(d_out);
    return 0;
}
