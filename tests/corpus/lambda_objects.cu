// corpus: lambdas written in device code are objects: capturing lambdas passed to and returned
// from device functions, stored in class templates, copied, mutable, nested, capturing `this`
#include <cstdio>

template <typename F>
__device__ int apply(F f, int x) { return f(x); }

template <typename F>
__device__ void forEach(int n, F &&f) {
    for (int i = 0; i < n; ++i) f(i);
}

__device__ auto makeAdder(int k) {
    return [k](int x) { return x + k; };
}

template <typename F>
struct Transform {
    F f;
    int scale;
    __device__ int operator()(int x) const { return scale * f(x); }
};

template <typename F>
__device__ Transform<F> makeTransform(F f, int scale) { return Transform<F>{f, scale}; }

struct Accumulator {
    int total;
    int weight;
    __device__ void addAll(const int *v, int n) {
        forEach(n, [this, v](int i) { total += weight * v[i]; });
    }
    __device__ int weighted(int x) const {
        auto w = [=](int y) { return weight * y; };
        return apply(w, x);
    }
};

template <typename F, typename G>
__device__ auto compose(F f, G g) {
    return [=](auto x) { return f(g(x)); };
}

__global__ void run(const int *in, int *out) {
    int t = threadIdx.x;
    int v = in[t];
    int base = 10 * t;

    // a capturing lambda passed by value, and by forwarding reference with [&]
    out[0 * 8 + t] = apply([base](int x) { return base + x; }, v);
    int sum = 0;
    forEach(v, [&](int i) { sum += i + base; });
    out[1 * 8 + t] = sum;

    // returned from a function; stored in a class template
    auto add3 = makeAdder(3);
    auto tr = makeTransform(add3, v);
    out[2 * 8 + t] = tr(base);

    // mutable: each copy keeps its own count
    auto counter = [n = 0]() mutable { return ++n; };
    auto copy = counter;
    counter();
    counter();
    out[3 * 8 + t] = 100 * counter() + copy();

    // capturing `this`
    Accumulator acc{0, v + 1};
    acc.addAll(in, 8);
    out[4 * 8 + t] = acc.total + acc.weighted(2);

    // nested: an inner lambda capturing the outer one's captures, and composition
    auto outer = [v, base](int x) {
        auto inner = [&](int y) { return y * v + base; };
        return apply(inner, x) + apply([=](int z) { return z - v; }, x);
    };
    out[5 * 8 + t] = apply(outer, 4);
    auto h = compose(makeAdder(v), [](int x) { return x * x; });
    out[6 * 8 + t] = h(t) + compose(h, h)(1);

    // arrays are captured by copy
    int arr[3] = {v, v * 2, v * 3};
    auto firstLast = [=]() { return arr[0] * 1000 + arr[2]; };
    arr[0] = -1;
    out[7 * 8 + t] = apply([&](int k) { return firstLast() + k; }, arr[0]);
}

int main() {
    int h_in[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    int *d_in, *d_out;
    cudaMalloc(&d_in, sizeof(h_in));
    cudaMalloc(&d_out, 64 * sizeof(int));
    cudaMemcpy(d_in, h_in, sizeof(h_in), cudaMemcpyHostToDevice);
    run<<<1, 8>>>(d_in, d_out);
    int h_out[64];
    cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost);
    const char *names[8] = {"apply", "forEach", "transform", "mutable", "this", "nested", "compose", "array"};
    for (int r = 0; r < 8; ++r) {
        printf("%-9s", names[r]);
        for (int t = 0; t < 8; ++t) printf(" %6d", h_out[r * 8 + t]);
        printf("\n");
    }
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
