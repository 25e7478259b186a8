// corpus: class template argument deduction in expressions (`Box(3)`, `auto c = Box(2.5f)`,
// `new Box(...)`), from a copy, through written deduction guides, and for aggregates (C++20),
// which makes `overloaded{lambdas...}` work
#include <cstdio>

template <class T>
struct Box {
    T v;
    __device__ Box(T x) : v(x) {}
    // Inside the class, `Box` is this instance (no deduction).
    __device__ Box twice() const { return Box(v * 2); }
};

template <class A, class B>
struct Pair {
    A first;
    B second;
};

template <class T>
struct Wide {
    T v;
    __device__ Wide(T x) : v(x) {}
};
Wide(int) -> Wide<long long>;

template <class... Fs>
struct overloaded : Fs... {
    using Fs::operator()...;
};
template <class... Fs>
overloaded(Fs...) -> overloaded<Fs...>;

template <class... Fs>
struct Visitor : Fs... {
    using Fs::operator()...;
};

__global__ void kernel(float* out) {
    Box b(3);
    out[0] = b.twice().v;
    auto c = Box(2.5f);
    out[1] = c.v * 2;
    Pair p{1, 2.5f};
    out[2] = p.first + p.second;
    Box d = b;
    out[3] = d.v;
    Wide w(7);
    out[4] = sizeof(w.v);
    auto e = Pair{'a', 1.5};
    out[5] = sizeof(e);
    Box f{Box(9)};
    out[6] = f.v;
    overloaded o{[](int i) { return -i; }, [](float x) { return x + 0.25f; }};
    out[7] = o(7);
    out[8] = o(1.0f);
    Visitor v{[](int i) { return i * 100; }, [](double x) { return x / 4; }};
    out[9] = v(2) + v(2.0);
    auto* heap = new Box(2.5f);
    auto* pair = new Pair{1, 0.25};
    out[10] = heap->v + pair->first + pair->second + sizeof(*pair);
    delete heap;
    delete pair;
}

int main() {
    float* d_out;
    cudaMalloc(&d_out, 11 * sizeof(float));
    kernel<<<1, 1>>>(d_out);
    float out[11];
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 11; ++i) printf("out[%d] = %g\n", i, out[i]);
    cudaFree(d_out);
    return 0;
}
