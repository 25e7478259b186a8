// __builtin_bit_cast needs types of one size, both trivially copyable: each misuse is reported
// at the cast.
struct Owner { __device__ Owner(const Owner& o) : v(o.v) {} int v; };
__device__ long widen(int x) { return __builtin_bit_cast(long, x); }
__device__ int from_owner(const Owner& o) { return __builtin_bit_cast(int, o); }
__global__ void k(long* out, Owner* o) { out[0] = widen(3) + from_owner(*o); }
