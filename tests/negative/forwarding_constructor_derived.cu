// A forwarding constructor template binds a derived object better than the copy constructor:
// C++ chooses it, and its body cannot convert the object (nvcc reports the same).
template <class T> struct Leaf {
  T value;
  Leaf() = default;
  template <class U> __device__ Leaf(U&& u) : value(static_cast<U&&>(u)) {}
};
struct Holder : Leaf<float*> {
  Holder() = default;
  __device__ Holder(const Holder& h) : Leaf<float*>(h) {}
};
__global__ void k(float* p) {
  Holder a;
  Holder b(a);
  p[0] = b.value ? 1.0f : 0.0f;
}
