// corpus: names qualified by a decltype (`decltype(e)::member` as a type, a constant and a
// static member function), `typename decltype(e)::type`, and `decltype(e)(...)` /
// `decltype(e){...}` making objects
#include <cstdio>

struct Config {
    static constexpr int N = 7;
    using Index = int;
    static __device__ int twice(int x) { return 2 * x; }
};

template <class V>
struct Vec {
    using value_type = V;
    V x, y;
};

template <class C>
__device__ int scaled(C c, int v) { return decltype(c)::N * v; }

__global__ void kernel(int* out, float* fout) {
    Config c;
    out[0] = decltype(c)::N;
    decltype(c)::Index i = 3;
    out[1] = i;
    out[2] = decltype(c)::twice(21);
    out[3] = scaled(c, 6);
    Vec<float> v{1.5f, 2.0f};
    typename decltype(v)::value_type y = v.x * 2;
    fout[0] = y;
    auto z = decltype(i)(7.9);
    out[4] = z;
    out[5] = decltype(i){4} + decltype(v){0.5f, 0.25f}.x;
}

int main() {
    int* d_out;
    float* d_fout;
    cudaMalloc(&d_out, 6 * sizeof(int));
    cudaMalloc(&d_fout, sizeof(float));
    kernel<<<1, 1>>>(d_out, d_fout);
    int out[6];
    float fout;
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(&fout, d_fout, sizeof fout, cudaMemcpyDeviceToHost);
    for (int k = 0; k < 6; ++k) printf("out[%d] = %d\n", k, out[k]);
    printf("fout = %g\n", fout);
    cudaFree(d_out);
    cudaFree(d_fout);
    return 0;
}
