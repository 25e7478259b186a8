// A function designator decays to a pointer to the function, which has no arithmetic.
__device__ void f() {}

__global__ void kernel(int* out) {
    auto p = f + 1;
    out[0] = -f;
    out[1] = f * 2;
}
