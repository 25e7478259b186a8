// A class with virtual functions is not an aggregate: braced items need a constructor that
// takes them (nvcc 13.0's message, measured).
struct M {
    int a, b;
    __host__ __device__ virtual int v() { return a; }
};
__device__ int t() { M m{3, 4}; return m.v(); }
__global__ void k(int* o) { *o = t(); }
