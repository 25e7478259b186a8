// Friend functions defined in class templates ("hidden friends"): found by argument-dependent
// lookup for each instance, not templates themselves (so arguments convert), and usable in
// host code and device code alike.
#include <cstdio>

template <typename T>
class Complex {
public:
    __host__ __device__ Complex(T re = 0, T im = 0) : re_(re), im_(im) {}
    __host__ __device__ T re() const { return re_; }
    __host__ __device__ T im() const { return im_; }

    friend __host__ __device__ Complex operator+(const Complex &a, const Complex &b) {
        return Complex(a.re_ + b.re_, a.im_ + b.im_);
    }
    friend __host__ __device__ Complex operator*(const Complex &a, const Complex &b) {
        return Complex(a.re_ * b.re_ - a.im_ * b.im_, a.re_ * b.im_ + a.im_ * b.re_);
    }
    // A scalar on the left: the int argument converts to T.
    friend __host__ __device__ Complex operator*(T s, const Complex &z) {
        return Complex(s * z.re_, s * z.im_);
    }
    friend __host__ __device__ T norm2(const Complex &z) { return z.re_ * z.re_ + z.im_ * z.im_; }
    friend __host__ __device__ bool operator==(const Complex &a, const Complex &b) {
        return a.re_ == b.re_ && a.im_ == b.im_;
    }

private:
    T re_, im_;
};

// A Mandelbrot escape count through the friends, in float and double.
template <typename T>
__global__ void escape(int *counts, int width, int height, int max_iter) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height) return;
    Complex<T> c(T(-2.0) + T(3.0) * x / width, T(-1.5) + T(3.0) * y / height);
    Complex<T> z;
    int i = 0;
    while (i < max_iter && norm2(z) <= 4) {
        z = z * z + c;
        ++i;
    }
    counts[y * width + x] = i;
}

__global__ void algebra(float *out) {
    Complex<float> a(1, 2), b(3, -1);
    Complex<float> p = 2 * (a + b) * a;
    out[0] = p.re();
    out[1] = p.im();
    out[2] = norm2(p);
    out[3] = (a * b == b * a) ? 1 : 0;
    Complex<int> k(2, 3);
    out[4] = norm2(k * k + k);
}

int main() {
    const int w = 64, h = 48, iters = 200;
    int *counts;
    cudaMallocManaged(&counts, w * h * sizeof(int));
    dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
    escape<float><<<grid, block>>>(counts, w, h, iters);
    cudaDeviceSynchronize();
    long total = 0;
    int inside = 0;
    for (int i = 0; i < w * h; ++i) {
        total += counts[i];
        inside += counts[i] == iters;
    }
    printf("float:  total %ld, inside %d\n", total, inside);
    escape<double><<<grid, block>>>(counts, w, h, iters);
    cudaDeviceSynchronize();
    total = 0;
    inside = 0;
    for (int i = 0; i < w * h; ++i) {
        total += counts[i];
        inside += counts[i] == iters;
    }
    printf("double: total %ld, inside %d\n", total, inside);

    float *out;
    cudaMallocManaged(&out, 5 * sizeof(float));
    algebra<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device: p = %g%+gi, |p|^2 = %g, commutes %g, %g\n", out[0], out[1], out[2], out[3], out[4]);
    Complex<float> a(1, 2), b(3, -1);
    Complex<float> p = 2 * (a + b) * a;
    printf("host:   p = %g%+gi, |p|^2 = %g\n", p.re(), p.im(), norm2(p));
    cudaFree(counts);
    cudaFree(out);
    return 0;
}
