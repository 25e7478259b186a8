// A scoped enumeration is not promoted to an integer: no built-in unary `+` or `-` takes it
// (nvcc 13.0's message, measured).
enum class EC : unsigned short { A = 1 };
__device__ int f() { return +EC::A == EC::A; }
__global__ void k(int* o) { *o = f(); }
