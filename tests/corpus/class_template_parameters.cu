// C++20 template parameters of class type: a value of a structural class as a template
// argument (written in place, a namespace-scope constant, a default), named in the template as
// a constant object: its members read, copied, its address taken, and used in constant
// expressions; a `constexpr` local as an argument; and kernel templates launched from host
// code with such arguments.
#include <cstdio>
struct Pt { int x, y; };
struct Cfg { float scale; Pt origin; __host__ __device__ constexpr Cfg(float s, Pt o) : scale(s), origin(o) {} };
constexpr Pt kCorner{5, 6};
template <Pt P> __device__ int dot(int a, int b) { return P.x * a + P.y * b; }
template <Pt P = Pt{0, 1}> struct Scaled { static constexpr int sum = P.x + P.y; __device__ int get() const { Pt copy = P; return copy.x * 10 + copy.y; } };
template <Cfg C> __device__ float place(int i) { const Cfg* c = &C; return c->scale * i + C.origin.x; }
__global__ void k(int* out, float* f) {
  out[0] = dot<Pt{3, 4}>(1, 2);
  out[1] = dot<kCorner>(1, 1);
  out[2] = Scaled<Pt{1, 2}>().get();
  out[3] = Scaled<Pt{7, 8}>::sum + Scaled<>::sum;
  f[0] = place<Cfg(0.5f, Pt{2, 0})>(3);
}
template <Pt P> __global__ void launched(int* out) { out[threadIdx.x] = P.x * 10 + P.y + threadIdx.x; }
// A `constexpr` local names the same instance as the value written in place.
__global__ void from_local(int* out) {
  constexpr Pt local{9, 1};
  constexpr int sum = local.x + local.y;
  int bound[local.y + 1] = {sum, 0};
  out[0] = dot<local>(2, 3) + bound[0];
  out[1] = Scaled<local>::sum;
  out[2] = Scaled<local>().get();
  out[3] = sizeof bound;
}

int main() {
    int* d_out;
    float* d_f;
    cudaMalloc(&d_out, 4 * sizeof(int));
    cudaMalloc(&d_f, sizeof(float));
    k<<<1, 1>>>(d_out, d_f);
    int out[4];
    float f;
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(&f, d_f, sizeof f, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %g\n", out[0], out[1], out[2], out[3], f);
    launched<Pt{1, 2}><<<1, 2>>>(d_out);
    launched<kCorner><<<1, 2>>>(d_out + 2);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    from_local<<<1, 1>>>(d_out);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    cudaFree(d_out);
    cudaFree(d_f);
    return 0;
}
