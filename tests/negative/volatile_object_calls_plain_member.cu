// A `volatile` object calls only member functions declared `volatile`, as a `const` one only
// `const` ones; inside a `volatile` member function, `this` points to a `volatile` object.
struct Port {
    __device__ int read() { return 1; }
    __device__ int peek() { return 2; }
    __device__ int poll() volatile { return read(); }
};
__global__ void k(int* out, Port* p) {
    volatile Port& v = *p;
    const Port& c = *p;
    out[0] = v.read() + c.peek() + v.poll();
}
