// Namespace-scope references in device code bind as C++ binds references.
__device__ int counter = 1;
__device__ const int limit = 9;

__device__ int& from_literal = 5;
__device__ int&& from_lvalue = counter;
__device__ int& from_const = limit;
__device__ int& unbound;

__global__ void kernel(int* out)
{
    out[0] = from_literal + from_lvalue + from_const + unbound;
}
