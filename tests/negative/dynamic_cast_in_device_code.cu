// dynamic_cast in device code is refused with nvcc's message, at the operator.
struct B { virtual ~B() {} };
struct D : B {};
__global__ void k(int* o, B* b) { o[0] = dynamic_cast<D*>(b) != nullptr; }
