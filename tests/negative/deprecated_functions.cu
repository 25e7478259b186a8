// A call of a function declared deprecated is warned about, with a note at the attribute, as
// are reads of deprecated variables and enumerators and variables of deprecated classes; the
// warp shuffles and votes without a mask exist only for GPUs before Volta (nvcc warns that the
// votes are deprecated, and its assembler then refuses them).
[[deprecated("use g")]] __device__ int f(int x) { return x; }
[[deprecated]] __device__ int h(int x) { return x; }
__attribute__((deprecated)) __device__ int h2(int x) { return x; }
__device__ __attribute__((deprecated("old"))) int h3(int x) { return x; }
struct S {
    [[deprecated("m")]] __device__ int get() const { return 1; }
};
template <class T> [[deprecated("t")]] __device__ T tf(T x) { return x; }
[[deprecated("use limit2")]] __device__ int limit;
struct [[deprecated]] Old { int v; };
enum Color { Red [[deprecated]], Green };

__global__ void k(int* out) {
    S s;
    out[0] = f(1) + h(2) + h2(3) + h3(4) + s.get() + tf(5);
    Old old{limit};
    out[2] = old.v + Red + Green;
    int v = out[threadIdx.x];
    v += __shfl_down(v, 1);
    out[1] = v + __ballot(v > 1);
}
