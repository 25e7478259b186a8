// A scoped enumeration is not promoted to an integer: no built-in unary `+` or `-` takes it,
// nor a binary or compound assignment operator but a comparison with its own type (nvcc
// 13.0's messages, measured).
enum class EC : unsigned short { A = 1, B = 2 };
__device__ int f() { return +EC::A == EC::A; }
__device__ int g(EC a, EC b) { return (a < b) + (int)(a | b); }
__device__ int h(EC a, EC b) { a |= b; return (int)a; }
__global__ void k(int* o) { *o = f() + g(EC::A, EC::B) + h(EC::A, EC::B); }
