namespace a { __device__ int f() { return 1; } }
namespace b { __device__ int f() { return 2; } }
__device__ int g() { return 1; }
__device__ int g() { return 2; }
__global__ void k(int* p) { p[0] = a::f() + b::f() + g(); }

