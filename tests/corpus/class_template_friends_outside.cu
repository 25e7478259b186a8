// Friends of a class template declared in the class and defined outside it: a specialization
// of a function template (`unwrap<>`), a friend function template (`peek`), and a plain
// function befriended by each instance and defined for one (`get(Box<int>&)`), each reading a
// private member in device code; a friend operator defined in the class.
#include <cstdio>

template <class T>
struct Box;
template <class T>
__device__ T unwrap(const Box<T>& b);

template <class T>
class Box {
  T v;

 public:
  __device__ explicit Box(T x) : v(x) {}
  friend __device__ T unwrap<>(const Box<T>& b);
  template <class U>
  friend __device__ U peek(const Box<U>& b);
  friend __device__ int get(Box<T>& b);
  friend __device__ bool operator==(const Box& a, const Box& b) { return a.v == b.v; }
};

template <class T>
__device__ T unwrap(const Box<T>& b) {
  return b.v;
}

template <class U>
__device__ U peek(const Box<U>& b) {
  return b.v * 2;
}

__device__ int get(Box<int>& b) { return b.v + 1; }

__global__ void kernel(int* out, float* fout) {
  Box<int> b(21), c(21), d(5);
  out[0] = unwrap(b);
  out[1] = peek(b);
  out[2] = b == c;
  out[3] = b == d;
  out[4] = get(d);
  Box<float> f(1.25f);
  fout[0] = unwrap(f) + peek(f);
}

int main() {
  int* d;
  float* f;
  cudaMalloc(&d, 5 * sizeof(int));
  cudaMalloc(&f, sizeof(float));
  kernel<<<1, 1>>>(d, f);
  int h[5];
  float hf;
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d %d %.2f\n", h[0], h[1], h[2], h[3], h[4], hf);
  return 0;
}
