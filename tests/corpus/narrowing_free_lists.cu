// corpus: braced lists whose items convert without narrowing (constants that fit, widening), beside parenthesized initializers that may narrow
#include <cstdio>

struct Pair { short s; float f; };
struct Holder {
    int whole;
    float single;
    __device__ Holder(double d) : whole(d), single(d) {}
};
enum class Level : unsigned char { Low, High };

__global__ void k(double* out, double d, int v) {
    char c{65};
    unsigned char top{255};
    float f{1.5};
    float g{16777216};
    long long wide{v};
    double wider{f};
    const int limit = 100;
    signed char small{limit};
    Level level{1};
    Pair pair = {7, 2.5};
    int table[3] = {1, 'b', limit};
    Holder h(d);
    int truncated(d);
    out[0] = c;
    out[1] = top;
    out[2] = f;
    out[3] = g;
    out[4] = wide;
    out[5] = wider;
    out[6] = small;
    out[7] = (int)level;
    out[8] = pair.s + pair.f;
    out[9] = table[0] + table[1] + table[2];
    out[10] = h.whole + h.single;
    out[11] = truncated;
}

int main() {
    double* out;
    cudaMallocManaged(&out, 12 * sizeof(double));
    k<<<1, 1>>>(out, 3.75, -9);
    cudaDeviceSynchronize();
    for (int i = 0; i < 12; ++i) printf("out[%d] = %g\n", i, out[i]);
    return 0;
}
