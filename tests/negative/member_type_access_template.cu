// A private member type named through a template's parameter is reported for the instance.
class U {
  using Y = int;
};
template <class T> __device__ int through() { typename T::Y y = 4; return y; }
__global__ void k(int* out) { out[0] = through<U>(); }
