// Copy-initialization (`W w = 5;`, a return) takes no explicit constructor.
struct W {
  int v;
  __device__ explicit W(int a) : v(a) {}
};
__device__ W make(int a) { return a; }
__global__ void k(int* o) {
  W w = 5;
  o[0] = w.v + make(1).v;
}
