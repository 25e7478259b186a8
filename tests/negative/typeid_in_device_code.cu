// typeid in device code is refused with nvcc's message, at the operator, whether its operand
// is an expression or a type; nothing more is reported.
#include <typeinfo>
struct B { virtual ~B() {} };
struct D : B {};
__global__ void k(int* o, B* b) { o[0] = typeid(*b) == typeid(D); }
