// Two functions of one signature in two namespaces are two functions: where using-directives
// (or ordinary and argument-dependent lookup) find both, a call that matches them alike is
// ambiguous, not a call of either.
namespace first { __device__ int pick(int v) { return v; } }
namespace second { __device__ int pick(int v) { return -v; } }
using namespace first;
using namespace second;

namespace shapes {
struct Box { int side; };
__device__ int area(Box b) { return b.side * b.side; }
}
namespace tools {
__device__ int area(shapes::Box b) { return 0; }
__device__ int measure(shapes::Box b) { return area(b); }
}

__global__ void k(int *out)
{
    out[0] = pick(1);
    out[1] = tools::measure(shapes::Box{2});
}
