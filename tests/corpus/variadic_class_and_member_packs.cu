// Pack expansions inside a variadic class template: patterns that name the class's pack and
// a member template's pack together (a constructor checking each argument type against the
// class's element types, a fold pairing weights with functors), and class enumerators whose
// values expand the class's pack (a recursive type-list length), a member class written
// with the enclosing class's pack, and a member function template whose parameters are the
// class's function parameter pack and its own, folded together (`((x * y) + ... + 0)`).
#include <cstdio>

template <bool... Bs> struct all_of;
template <> struct all_of<> { enum { value = true }; };
template <bool B, bool... Bs> struct all_of<B, Bs...> {
    enum { value = B && all_of<Bs...>::value };
};

template <class A, class B> struct same { enum { value = false }; };
template <class A> struct same<A, A> { enum { value = true }; };

template <class... Ts> struct length { enum { value = 0 }; };
template <class H, class... Rest> struct length<H, Rest...> {
    enum { value = 1 + length<Rest...>::value, bytes = sizeof(H) + length<Rest...>::bytes };
};
template <> struct length<> { enum { value = 0, bytes = 0 }; };

template <class... Ts> struct Record {
    int exact;
    int weighted;
    template <class... Us>
    __host__ __device__ Record(const Us&... us)
        : exact(all_of<same<Ts, Us>::value...>::value),
          weighted((0 + ... + (int)(sizeof(Ts) * us))) {}
};

template <class... Ts> struct Layout {
    struct Sizes {
        int bytes[sizeof...(Ts)] = {(int)sizeof(Ts)...};
        __device__ int count() const { return sizeof...(Ts); }
    };
    Sizes sizes;
};

template <int... Weights> struct Polynomial {
    int total;
    template <class... Fs> __device__ void apply(int x, Fs... fs) {
        total = (0 + ... + (Weights * fs(x)));
    }
};

template <class... X> struct Pairs {
    template <class... Y> __host__ __device__ static int dot(X... x, Y... y) {
        return ((x * y) + ... + 0);
    }
};

struct Twice { __device__ int operator()(int x) const { return 2 * x; } };
struct Square { __device__ int operator()(int x) const { return x * x; } };

__global__ void kernel(int* out) {
    Record<int, float> exact(1, 2.0f);
    Record<int, float> converted(1, 2);
    out[0] = exact.exact;
    out[1] = converted.exact;
    out[2] = exact.weighted;
    Polynomial<10, 100> p;
    p.apply(3, Twice(), Square());
    out[3] = p.total;
    out[4] = length<char, double, short>::value;
    out[5] = length<char, double, short>::bytes;
    Layout<short, double, char> layout;
    out[6] = layout.sizes.count();
    out[7] = layout.sizes.bytes[1];
    out[8] = Pairs<int, int>::dot<int, int>(1, 2, 3, 4);
}

int main() {
    int* d;
    cudaMalloc(&d, 9 * sizeof(int));
    kernel<<<1, 1>>>(d);
    int h[9];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("exact %d converted %d weighted %d\n", h[0], h[1], h[2]);
    printf("polynomial %d\n", h[3]);
    printf("length %d bytes %d\n", h[4], h[5]);
    printf("layout %d members, the second of %d bytes\n", h[6], h[7]);
    printf("pairs %d, host %d\n", h[8], Pairs<int, int>::dot<int, int>(1, 2, 3, 4));
    Record<int, float> host(3, 1.5f);
    printf("host exact %d weighted %d\n", host.exact, host.weighted);
    cudaFree(d);
    return 0;
}
