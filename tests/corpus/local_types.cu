// Types declared inside function bodies: a class with a constructor, operators and methods
// (also inside a function template, where it is a new type in each instance), an enum class,
// typedef and using aliases, a block-scope `using namespace`, and constant locals used where C++
// needs constants (array bounds, template arguments, static_assert). A class nested in a class
// template is likewise a distinct type in each instance.
#include <cstdio>
#include <cuda_runtime.h>

namespace units {
__device__ float scaled(float x) { return 10.0f * x; }
}

template <int N> struct Window {
    float v[N];
};

template <typename T> struct Outer {
    struct Inner {
        T value;
    };
};

template <typename T>
__global__ void accumulate(const T *in, int n, double *out)
{
    struct Sum {
        T total;
        int count;
        __device__ Sum() : total(0), count(0) {}
        __device__ Sum &operator+=(T v)
        {
            total += v;
            ++count;
            return *this;
        }
        __device__ double mean() const { return count ? (double)total / count : 0.0; }
    };
    enum class Part { Low = 0, High = 1 };
    using Value = T;
    Sum parts[2];
    for (int i = 0; i < n; ++i) {
        Value v = in[i];
        parts[v < 0 ? (int)Part::Low : (int)Part::High] += v;
    }
    out[0] = parts[0].mean();
    out[1] = parts[1].mean();
    out[2] = sizeof(Sum);
}

__global__ void windows(float *out)
{
    const int width = 4;
    constexpr int doubled = width * 2;
    static_assert(doubled == 8, "two windows");
    Window<width> a;
    float b[doubled];
    typedef Window<doubled> Wide;
    Wide w;
    for (int i = 0; i < doubled; ++i) {
        b[i] = i;
        w.v[i] = 2 * i;
    }
    for (int i = 0; i < width; ++i)
        a.v[i] = b[i] + b[i + width];
    {
        using namespace units;
        struct Pair { float x, y; } p = {a.v[3], w.v[7]};
        out[0] = scaled(p.x) + p.y;
    }
    Outer<char>::Inner small;
    Outer<double>::Inner large;
    small.value = 1;
    large.value = 2.5;
    out[1] = sizeof(a) + sizeof(Wide) + 100 * (sizeof(small) + sizeof(large)) + large.value;
}

int main()
{
    const int n = 6;
    int ints[n] = {-3, 4, -5, 8, 1, -1};
    float floats[n] = {-1.5f, 2.5f, 0.5f, -0.5f, 3.0f, -4.0f};
    int *di;
    float *df, *dw;
    double *dout;
    cudaMalloc(&di, sizeof ints);
    cudaMalloc(&df, sizeof floats);
    cudaMalloc(&dw, 2 * sizeof(float));
    cudaMalloc(&dout, 6 * sizeof(double));
    cudaMemcpy(di, ints, sizeof ints, cudaMemcpyHostToDevice);
    cudaMemcpy(df, floats, sizeof floats, cudaMemcpyHostToDevice);
    accumulate<<<1, 1>>>(di, n, dout);
    accumulate<<<1, 1>>>(df, n, dout + 3);
    windows<<<1, 1>>>(dw);
    double means[6];
    float w[2];
    cudaMemcpy(means, dout, sizeof means, cudaMemcpyDeviceToHost);
    cudaMemcpy(w, dw, sizeof w, cudaMemcpyDeviceToHost);
    printf("int: low mean %.4f, high mean %.4f, sizeof %g\n", means[0], means[1], means[2]);
    printf("float: low mean %.4f, high mean %.4f, sizeof %g\n", means[3], means[4], means[5]);
    printf("windows: %g, sizes %g\n", w[0], w[1]);
    return 0;
}
