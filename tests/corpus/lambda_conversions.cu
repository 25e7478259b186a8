// corpus: lambdas without captures converted to function pointers (`+[]`, initializing and
// passed as pointers), generic lambdas with parameter packs, template lambdas (`[]<class T>`),
// lambdas called in constant expressions, and static member functions used as pointers
#include <cstdio>

typedef int (*IntOp)(int);

__device__ int apply(IntOp f, int x) { return f(x); }

template <class F, class... A>
__device__ int call(F f, A... a) { return f(a...); }

struct Ops {
    static __device__ int triple(int x) { return 3 * x; }
    __device__ int (*pick(bool neg))(int) {
        if (neg) return [](int x) { return -x; };
        return triple;
    }
};

// A table of operations built from lambdas, chosen at run time per thread.
__device__ IntOp table(int i) {
    IntOp ops[4] = {
        [](int x) { return x + 1; },
        [](int x) { return x * x; },
        +[](int x) { return x >> 1; },
        &Ops::triple,
    };
    return ops[i & 3];
}

template <class T>
__device__ T reduce_with(T (*op)(T, T), const T* v, int n) {
    T acc = v[0];
    for (int i = 1; i < n; ++i) acc = op(acc, v[i]);
    return acc;
}

__global__ void kernel(int* out, float* fout) {
    int t = threadIdx.x;
    out[t] = table(t)(t + 10);
    if (t != 0) return;

    IntOp square = [](int x) { return x * x; };
    out[4] = square(7);
    out[5] = apply([](int x) { return x + 100; }, 5);
    auto negate = +[](int x) -> int { return -x; };
    out[6] = negate(9);
    out[7] = apply(+[](int v) { return v << 2; }, 3);
    Ops ops;
    out[8] = ops.pick(true)(4) + ops.pick(false)(4);
    int (*add)(int, int) = [](int a, int b) { return a + b; };
    out[9] = call(add, 20, 22);

    auto sum = [](auto... xs) { return (xs + ... + 0); };
    out[10] = sum(1, 2, 3, 4);
    out[11] = sum();
    auto count = [](auto... xs) { return (int)sizeof...(xs); };
    out[12] = count(1, 2.0, 'c');
    int base = 100;
    auto add_all = [base](auto first, auto... rest) { return base + first + (rest + ... + 0); };
    out[13] = add_all(1, 2, 3);

    auto larger = []<class T>(T a, T b) { return a > b ? a : b; };
    out[14] = larger(3, 9);
    fout[0] = larger(2.5f, -1.0f);
    auto size_of = []<class T>(T) { return (int)sizeof(T); };
    out[15] = size_of(1.0) + size_of('a');

    constexpr auto cube = [](int x) { return x * x * x; };
    constexpr int n = cube(2);
    static_assert(cube(3) == 27, "cube");
    int arr[n];
    out[16] = sizeof(arr) / sizeof(arr[0]);

    float v[4] = {1.5f, 4.0f, -2.0f, 3.25f};
    fout[1] = reduce_with<float>([](float a, float b) { return a > b ? a : b; }, v, 4);
    fout[2] = reduce_with<float>([](float a, float b) { return a + b; }, v, 4);
}

int main() {
    int* d_out;
    float* d_fout;
    cudaMalloc(&d_out, 17 * sizeof(int));
    cudaMalloc(&d_fout, 3 * sizeof(float));
    kernel<<<1, 4>>>(d_out, d_fout);
    int out[17];
    float fout[3];
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(fout, d_fout, sizeof fout, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 17; ++i) printf("out[%d] = %d\n", i, out[i]);
    for (int i = 0; i < 3; ++i) printf("fout[%d] = %g\n", i, fout[i]);
    cudaFree(d_out);
    cudaFree(d_fout);
    return 0;
}
