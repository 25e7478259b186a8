// A member function as a value: an overloaded static one has no single type to take, a
// non-static one is only called or named with `&Class::name`.
struct S {
    static __device__ int f(int x) { return x; }
    static __device__ int f(float x) { return (int)x; }
    __device__ int g() { return 1; }
};

__global__ void kernel(int* out) {
    auto p = S::f;
    auto q = S::g;
    out[0] = p(1) + (int)sizeof(q);
}
