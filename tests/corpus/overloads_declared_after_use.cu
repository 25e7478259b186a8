// corpus: a call sees the overloads and using-directives written before it: a better overload declared after the call (found by ordinary or argument-dependent lookup), a non-template declared after a template's use and a namespace's function nominated after the call take no part; a function declared before and defined after is called; `::g` with a using-directive of a namespace declaring g finds the global one
#include <cstdio>

__device__ int pick(double) { return 1; }
__device__ int twice(int);
template <class T> __device__ int kind(T) { return 10; }
__device__ float shift(float x) { return x + 1.0f; }
struct Tag {};
__device__ int tagged(Tag, double) { return 1; }

__global__ void before(int* out, float* fout) {
    out[0] = pick(1.0f);  // pick(double): pick(float) comes later
    out[1] = twice(21);   // declared above, defined below
    out[2] = kind(1);     // the template: kind(int) comes later
    fout[0] = shift(1.0f);  // the global shift: `using namespace later` comes later
    out[5] = tagged(Tag(), 1.0f);  // tagged(Tag, double): argument-dependent lookup neither
}

__device__ int pick(float) { return 2; }
__device__ int twice(int x) { return 2 * x; }
__device__ int kind(int) { return 20; }
__device__ int tagged(Tag, float) { return 2; }

namespace later {
__device__ float shift(float x) { return x + 100.0f; }
}
using namespace later;

__global__ void after(int* out, float* fout) {
    out[3] = pick(1.0f);  // pick(float) now
    out[4] = kind(1);     // kind(int): a non-template is preferred
    out[6] = tagged(Tag(), 1.0f);
    fout[1] = ::shift(2.0f) + later::shift(0.0f);  // the global namespace's own shift
}

int main() {
    int* d_out;
    float* d_fout;
    cudaMalloc(&d_out, 7 * sizeof(int));
    cudaMalloc(&d_fout, 2 * sizeof(float));
    before<<<1, 1>>>(d_out, d_fout);
    after<<<1, 1>>>(d_out, d_fout);
    int out[7];
    float fout[2];
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(fout, d_fout, sizeof fout, cudaMemcpyDeviceToHost);
    printf("before: pick %d, twice %d, kind %d, shift %.0f, tagged %d\n", out[0], out[1], out[2],
           fout[0], out[5]);
    printf("after: pick %d, kind %d, ::shift + later::shift %.0f, tagged %d\n", out[3], out[4],
           fout[1], out[6]);
    bool ok = out[0] == 1 && out[1] == 42 && out[2] == 10 && fout[0] == 2.0f && out[3] == 2 &&
              out[4] == 20 && fout[1] == 103.0f && out[5] == 1 && out[6] == 2;
    printf("%s\n", ok ? "PASS" : "FAIL");
    cudaFree(d_out);
    cudaFree(d_fout);
    return ok ? 0 : 1;
}
