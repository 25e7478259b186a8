// Kernel templates as benchmark suites write them: overloads told apart by an unnamed
// `enable_if` value parameter (each launch must run the overload its type selects), a named
// one with a default, and a kernel taking over-aligned (alignas(64)) structs by value after
// several pointers.
#include <cstdio>
#include <type_traits>

template <typename T, typename std::enable_if<std::is_same<T, int>::value, int>::type = 0>
__global__ void fill(T *out) { *out = 1; }

template <typename T, typename std::enable_if<!std::is_same<T, int>::value, int>::type = 0>
__global__ void fill(T *out) { *out = 2.5; }

template <typename T, typename std::enable_if<(sizeof(T) > 2), bool>::type Wide = true>
__global__ void width(int *out) { *out = Wide ? (int)sizeof(T) : -1; }

typedef struct alignas(64) { double s0, s1, s2, s3, s4, s5, s6, s7; } double8;

__global__ void lanes(const double *a, double *b, const double *c, double *d, const double *e,
                      double *f, const bool *g, const double8 x, const double8 y, double scale)
{
    const double *xs = &x.s0, *ys = &y.s0;
    for (int i = 0; i < 8; i++)
        b[i] = (xs[i] + ys[i]) * scale + (a == c && d == f && e != nullptr && g != nullptr);
}

int main()
{
    int *i;
    float *f;
    cudaMallocManaged(&i, sizeof(int));
    cudaMallocManaged(&f, sizeof(float));
    fill<<<1, 1>>>(i);
    fill<<<1, 1>>>(f);
    cudaDeviceSynchronize();
    printf("int overload %d, float overload %g\n", *i, *f);
    width<double><<<1, 1>>>(i);
    cudaDeviceSynchronize();
    printf("width %d\n", *i);
    double *out;
    bool *flag;
    cudaMallocManaged(&out, 8 * sizeof(double));
    cudaMallocManaged(&flag, sizeof(bool));
    double8 x = {1, 2, 3, 4, 5, 6, 7, 8}, y = {10, 20, 30, 40, 50, 60, 70, 80};
    lanes<<<1, 1>>>(out, out, out, out, out, out, flag, x, y, 0.5);
    printf("lanes: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int k = 0; k < 8; k++)
        printf("%g%c", out[k], k == 7 ? '\n' : ' ');
    return 0;
}
