// A class prvalue binds a `T&` only through a conversion function returning an lvalue
// reference; `const T&` with `T = const float&` still refers to a `const float`.
struct Value { int v; __device__ operator int() const { return v; } };
template <class T> struct leaf {
    T value;
    __device__ const T& direct() const { return value; }
};
__device__ void add(float& f) { f += 1; }
__global__ void k(float* out) {
    int& r = Value{1};
    float f = 0;
    leaf<const float&> l{f};
    add(l.direct());
    l.direct() = 2;
    out[0] = r + f;
}
