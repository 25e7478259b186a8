// flags: --expt-relaxed-constexpr
// A lambda held by a namespace-scope `constexpr` variable is the host's object: with
// --expt-relaxed-constexpr device code may copy it (and call the copy), but a call of the
// variable itself names the object, which device code does not have (nvcc's words, measured).
constexpr auto square = [](int x) { return x * x; };
namespace grid {
constexpr auto cell = [](int row, int col) { return row * 8 + col; };
}

template <typename F> __device__ int apply(F f, int x) { return f(x); }

__global__ void k(int* out) {
    out[0] = apply(square, 3);
    auto copy = grid::cell;
    out[1] = copy(1, 2);
    out[2] = square(threadIdx.x);
    out[3] = grid::cell(1, threadIdx.x);
}
