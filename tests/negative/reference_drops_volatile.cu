// A reference to const bound to a volatile object drops its volatile.
__device__ int use(const int& r) { return r; }

__global__ void k(int* out) {
    volatile int v = 1;
    const int& r = v;
    out[0] = r + use(v);
}
