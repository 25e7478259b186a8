// A reference without const bound to a const object.
__device__ void bump(int& r) { r++; }

__global__ void k(int* out) {
    const int c = 1;
    int& r = c;
    bump(c);
    out[0] = r;
}
