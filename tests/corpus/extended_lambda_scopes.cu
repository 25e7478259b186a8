// Extended lambdas in function templates, namespaces and member functions, and
// __host__ __device__ lambdas called on both sides.
#include <cstdio>

template <typename F, typename T>
__global__ void apply(int n, T *data, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = f(data[i], i);
}

template <typename T>
T checksum(const T *d, int n) {
    T *h = new T[n];
    cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
    T s = 0;
    for (int i = 0; i < n; ++i) s += h[i];
    delete[] h;
    return s;
}

// The lambda's body names the enclosing template's parameter.
template <typename T>
T scale_all(T *d, int n, T factor) {
    apply<<<(n + 63) / 64, 64>>>(n, d, [=] __device__(T v, int i) { return v * factor + T(i % 3); });
    return checksum(d, n);
}

namespace kernels {
const int kWidth = 4;
int bump(int *d, int n, int by) {
    apply<<<1, 256>>>(n, d, [=] __device__(int v, int i) { return v + by * (i % kWidth); });
    return checksum(d, n);
}
}  // namespace kernels

class Grid {
public:
    Grid(int n) : n_(n) { cudaMalloc(&d_, n * sizeof(double)); cudaMemset(d_, 0, n * sizeof(double)); }
    ~Grid() { cudaFree(d_); }
    // Defined in the class: the lambda is the member function's.
    double fill(double base) {
        double *d = d_;
        int n = n_;
        apply<<<(n + 31) / 32, 32>>>(n, d, [=] __device__(double, int i) { return base + i * 0.5 + n; });
        return checksum(d_, n_);
    }
    double shift(double by);

private:
    int n_;
    double *d_;
};

// Defined outside the class.
double Grid::shift(double by) {
    double *d = d_;
    apply<<<(n_ + 31) / 32, 32>>>(n_, d, [by] __device__(double v, int) { return v - by; });
    return checksum(d_, n_);
}

int main() {
    const int n = 300;
    float *df;
    cudaMalloc(&df, n * sizeof(float));
    cudaMemset(df, 0, n * sizeof(float));
    printf("float  %.2f\n", scale_all(df, n, 1.5f));
    printf("float  %.2f\n", scale_all(df, n, 2.0f));
    int *di;
    cudaMalloc(&di, n * sizeof(int));
    cudaMemset(di, 0, n * sizeof(int));
    printf("int    %d\n", scale_all(di, n, 3));
    printf("bump   %d\n", kernels::bump(di, n, 2));

    Grid g(100);
    printf("fill   %.1f\n", g.fill(10.0));
    printf("shift  %.1f\n", g.shift(0.5));

    // A __host__ __device__ lambda runs on the host too.
    int mod = 7;
    auto wrap = [=] __host__ __device__(int v, int i) { return (v + i) % mod; };
    printf("host   %d %d\n", wrap(3, 5), wrap(10, 10));
    apply<<<(n + 63) / 64, 64>>>(n, di, wrap);
    printf("device %d\n", checksum(di, n));
    printf("error: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    cudaFree(df);
    cudaFree(di);
    return 0;
}
