// corpus: template patterns of device libraries (Thrust's among them): default template
// arguments given on one declaration of a class template serve every other, a partial
// specialization written with fewer arguments than the primary matches only where the rest
// are the defaults, `const_cast<T&>` of a `const` object writes it, a `mutable` functor is
// called from a `const` member function, a member class template is a template template
// argument, and a launch through a parameter named as a kernel launches the parameter
#include <cstdio>

struct Default {};
template <class A, class B = Default, class C = Default> struct Minimum;
template <class A, class B> struct Minimum<A, B> { enum { v = 1 }; };
template <class A, class B, class C> struct Minimum { enum { v = 2 }; };

template <class A, class B> struct Adaptor;
template <class A, class B = short> struct Adaptor {
    A a;
    B b;
    __host__ __device__ int width() const { return (int)sizeof(B); }
};

struct Counter {
    int n;
    __host__ __device__ int operator()(int x) { return n += x; }
};
struct Wrapped {
    mutable Counter f;
    __host__ __device__ int operator()(int x) const { return f(x); }
};

template <class S> __host__ __device__ int overwrite(const S& s) {
    S& writable = const_cast<S&>(s);
    writable.n = 7;
    return s.n;
}

template <class T> struct Policy { enum { ITEMS = 4 * sizeof(T) }; };
template <template <class> class P> struct Specialize : P<int> {};
template <class F> struct Agent {
    template <class A> struct Plan : Policy<A> {};
    typedef Specialize<Plan> plan;
    enum { ITEMS = plan::ITEMS };
};

__global__ void k(int* out) { out[0] = -1; }
__global__ void sum(int* out, int a, int b) { *out = a + b; }
template <class K> void launch(K k, int* out, int a, int b) { k<<<1, 1>>>(out, a, b); }
void launch_pointer(void (*k)(int*, int, int), int* out) { k<<<1, 1>>>(out, 40, 2); }

__global__ void patterns(int* out) {
    out[0] = Minimum<int, char>::v * 10 + Minimum<int, char, long>::v;
    Adaptor<char> adaptor;
    out[1] = adaptor.width();
    Wrapped w{{1}};
    w(2);
    out[2] = w(3);
    Counter c{0};
    out[3] = overwrite(c);
    out[4] = Agent<float>::ITEMS;
}

int main() {
    int* d;
    cudaMalloc(&d, 7 * sizeof(int));
    patterns<<<1, 1>>>(d);
    launch(sum, d + 5, 2, 3);
    launch_pointer(sum, d + 6);
    int h[7];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("device: %d %d %d %d %d; launched %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5], h[6]);
    Wrapped w{{1}};
    w(2);
    Counter c{0};
    printf("host: %d %d %d %d %d\n", Minimum<int, char>::v * 10 + Minimum<int, char, long>::v,
           Adaptor<char>().width(), w(3), overwrite(c), (int)Agent<float>::ITEMS);
    cudaFree(d);
    return 0;
}
