// The enumerators of a class's enumerations are values of their enumeration's type: overloads
// taking the enumeration are chosen for them, `sizeof` sees a fixed underlying type, and a
// scoped one is named through its class (`Config::Mode::fast`), in a template too.
#include <cstdio>

struct Config {
  enum Level { low, mid, high };
  enum class Mode : unsigned char { slow = 1, fast = 2 };
  enum Small : short { tiny = -3 };
  __device__ static int pick(Level) { return 1; }
  __device__ static int pick(int) { return 2; }
  __device__ static int inside() { return pick(high) * 10 + pick(2); }
};

struct Derived : Config {};

__device__ int kind(Config::Level) { return 1; }
__device__ int kind(int) { return 2; }
__device__ int kind(Config::Mode) { return 3; }

template <class C> __device__ int speed() { return static_cast<int>(C::Mode::fast); }

template <class C> struct Tuner {
  enum { steps = sizeof(typename C::Mode) * 8 };
  __device__ static int run(typename C::Level l) { return l == C::high ? steps : 0; }
};

__global__ void show(int* out) {
  out[0] = kind(Config::mid);
  out[1] = kind(Config::Mode::slow);
  out[2] = kind(Derived::low);
  out[3] = kind(Config::mid + 1);
  out[4] = Config::inside();
  out[5] = sizeof(Config::Mode::fast);
  out[6] = sizeof(Config::tiny) * 100 + Config::tiny;
  out[7] = speed<Config>();
  out[8] = Tuner<Derived>::run(Derived::high);
  Config::Mode m = Config::Mode::fast;
  out[9] = m == Config::Mode::fast;
}

int main() {
  int* d;
  cudaMalloc(&d, 10 * sizeof(int));
  show<<<1, 1>>>(d);
  int h[10];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 10; i++) printf("%d%c", h[i], i == 9 ? '\n' : ' ');
  cudaFree(d);
  return 0;
}
