// A `volatile` object calls only member functions declared `volatile`, as a `const` one only
// `const` ones.
struct Port { __device__ int read() { return 1; } __device__ int peek() { return 2; } };
__global__ void k(int* out, Port* p) {
    volatile Port& v = *p;
    const Port& c = *p;
    out[0] = v.read() + c.peek();
}
