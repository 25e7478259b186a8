// A polymorphic object is of its class from construction on, however it is made: as an array
// element, a member, an element of `new T[n]` or a value-initialized local, with the implicit
// default constructor. While a base's destructor runs, it is of the base's class again: its
// virtual calls reach the base's overriders. A __device__ variable or a function-scope static
// of a polymorphic class is of its class too.
#include <cstdio>

struct Shape {
  __host__ __device__ virtual int sides() const { return 0; }
};
struct Square : Shape {
  __host__ __device__ int sides() const override { return 4; }
};
struct Holder {
  int id;
  Square square;
};

struct Logged {
  int* log;
  __host__ __device__ Logged(int* l) : log(l) {}
  __host__ __device__ virtual ~Logged() { *log = *log * 10 + who(); }
  __host__ __device__ virtual int who() const { return 1; }
};
struct Middle : Logged {
  __host__ __device__ Middle(int* l) : Logged(l) {}
  __host__ __device__ ~Middle() { *log = *log * 10 + who(); }
  __host__ __device__ int who() const override { return 2; }
};
struct Leaf : Middle {
  __host__ __device__ Leaf(int* l) : Middle(l) {}
  __host__ __device__ int who() const override { return 3; }
};

__device__ Square global_square;

__device__ int static_sides() {
  static Square kept;
  return static_cast<Shape&>(kept).sides();
}

__host__ __device__ int destruction_order() {
  int log = 0;
  { Middle m(&log); }
  { Leaf l(&log); }
  Logged* p = new Leaf(&log);
  delete p;
  return log;
}

__global__ void run(int* out) {
  Square squares[2];
  Shape* s = &squares[1];
  out[0] = s->sides();
  Holder h;
  Shape& member = h.square;
  out[1] = member.sides();
  Square* many = new Square[3];
  Shape* third = many + 2;
  out[2] = third->sides();
  delete[] many;
  Holder holders[2];
  out[3] = static_cast<Shape&>(holders[1].square).sides();
  Square value{};
  out[4] = static_cast<Shape&>(value).sides();
  out[5] = destruction_order();
  out[6] = static_cast<const Shape&>(global_square).sides();
  out[7] = static_sides();
}

int main() {
  int* d;
  cudaMalloc(&d, 8 * sizeof(int));
  run<<<1, 1>>>(d);
  int h[8];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[6], h[7]);
  printf("destruction: device %d, host %d\n", h[5], destruction_order());
  cudaFree(d);
  return 0;
}
