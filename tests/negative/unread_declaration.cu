// flags: --expt-relaxed-constexpr
// A declaration without CUDA qualifiers that the device pass cannot read is skipped as host
// code; device code that uses its name is told where and why.
constexpr int quad(int x) try { return 4 * x; } catch (...) { return 0; }
__global__ void k(int* o) { o[0] = quad(1); }
