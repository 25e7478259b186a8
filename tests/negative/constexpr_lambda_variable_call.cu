// A namespace-scope constexpr lambda called from device code: its call operator is a host
// constexpr function, which device code may call only under --expt-relaxed-constexpr.
constexpr auto square = [](int x) { return x * x; };

__global__ void k(int* out) {
    out[0] = square(5);
}
