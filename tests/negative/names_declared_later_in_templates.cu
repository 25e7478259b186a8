// A function template's body sees the namespace-scope names that depend on no template
// parameter as they are where the template is written: one declared only later in the file is
// undefined there (a call with arguments is left to instantiation, whose arguments may find
// the function). A declaration before the template is enough.
__device__ int declared_first();

template <typename T>
__device__ T scaled(T x) {
  return x * factor_later + declared_first();
}

template <int N>
__global__ void fill(int* out) {
  out[threadIdx.x] = N + limit_later();
}

template <typename T>
__device__ T through_argument(T x) {
  return twice_later(x);
}

__device__ int declared_first() { return 1; }
__device__ int factor_later = 3;
__device__ int limit_later() { return 4; }
__device__ int twice_later(int x) { return 2 * x; }

__global__ void k(int* out) { out[0] = scaled(2) + through_argument(5); }

void launch(int* out) { fill<2><<<1, 1>>>(out); }
