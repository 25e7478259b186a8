// corpus: `const` and `constexpr` locals are constants of their own types: enumerations
// (scoped or not), floating-point values read in constant expressions (`int a[(int)(d * 2)]`),
// characters and booleans
#include <cstdio>

template <int N> struct Tag { static constexpr int value = N; };
enum class Mode { fast = 3 };
enum Plain { four = 4 };

__host__ __device__ void run(int* out) {
    int j = 0;
    constexpr Mode m = Mode::fast;
    const Mode copy = Mode::fast;
    constexpr Plain p = four;
    out[j++] = Tag<(int)m>::value * 100 + (int)copy * 10 + Tag<p>::value;
    constexpr double d = 3.5;
    constexpr float f = 2.5f;
    int cells[(int)d];
    out[j++] = (int)sizeof(cells) * 100 + Tag<(int)(d * 2)>::value * 10 + Tag<(int)(f * 4)>::value;
    const bool yes = true;
    constexpr char c{'x'};
    out[j++] = Tag<yes>::value * 1000 + Tag<c>::value;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[3];
    run(host);
    printf("%d %d %d\n%d %d %d\n", out[0], out[1], out[2], host[0], host[1], host[2]);
    cudaFree(out);
    return 0;
}
