// A const array binds to no reference to an array of non-const elements, and its address to
// no pointer to one.
__device__ int by_reference(int (&a)[3]) { return a[0]; }
__device__ int by_pointer(int (*a)[3]) { return (*a)[0]; }
__global__ void k(int* out) {
    const int fixed[3] = {1, 2, 3};
    out[0] = by_reference(fixed) + by_pointer(&fixed);
}
int main() { return 0; }
