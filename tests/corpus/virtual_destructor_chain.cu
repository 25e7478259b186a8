// delete through a pointer to a base whose virtual destructor is inherited through classes
// that do not write one: the complete object's destructors run, most derived first.
#include <cstdio>
struct Member {
  int id;
  __device__ ~Member() { printf("  ~Member %d\n", id); }
};
struct Base {
  __device__ virtual ~Base() { printf("  ~Base\n"); }
};
struct Mid : Base {
  Member m{7};
};
struct Leaf : Mid {
  __device__ ~Leaf() { printf("  ~Leaf\n"); }
};
struct Bare : Mid {};
struct Deeper : Bare {};

__global__ void k(int* out) {
  Base* objects[3] = {new Leaf(), new Bare(), new Deeper()};
  const char* names[3] = {"Leaf", "Bare", "Deeper"};
  for (int i = 0; i < 3; i++) {
    printf("delete %s\n", names[i]);
    delete objects[i];
  }
  out[0] = 1;
}

int main() {
  int* d;
  cudaMalloc(&d, 4);
  cudaMemset(d, 0, 4);
  k<<<1, 1>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  int r = 0;
  cudaMemcpy(&r, d, 4, cudaMemcpyDeviceToHost);
  printf("%s out=%d\n", cudaGetErrorString(e), r);
}
