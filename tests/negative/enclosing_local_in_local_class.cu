// A local class's member function may name a variable of the enclosing function only where
// nothing evaluates it (`decltype(x)`, `sizeof x`); nvcc 13.0's message, measured.
__device__ int f(int x) {
    struct L {
        decltype(x) typed;
        __device__ int get() { return x + (int)sizeof x; }
    };
    return L{x}.get();
}
__global__ void k(int* o) { *o = f(1); }
