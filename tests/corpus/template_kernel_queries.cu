// Queries on template kernel instances before any launch (cudaFuncSetCacheConfig,
// cudaFuncGetAttributes, occupancy), and class-template static members defined outside the
// class, reached through a local typedef, with default arguments on the declaration.
#include <cmath>
#include <cstdio>

template <class T> class Interval {
public:
    __device__ __host__ Interval() {}
    __device__ __host__ Interval(T lo, T hi) : lo_(lo), hi_(hi) {}
    static __device__ __host__ Interval empty();
    static __device__ Interval around(T centre, T radius = T(1));
    __device__ __host__ T lower() const { return lo_; }
    __device__ __host__ T upper() const { return hi_; }
    // A member named like a C function: `::nan` is the global one.
    __device__ __host__ T nan() const { return ::nan(""); }

private:
    T lo_, hi_;
};

template <class T> __device__ __host__ Interval<T> Interval<T>::empty()
{
    return Interval<T>(T(1), T(0));
}

template <class U> __device__ Interval<U> Interval<U>::around(U centre, U radius)
{
    return Interval<U>(centre - radius, centre + radius);
}

// A free function with the static member's name.
template <class T> __device__ __host__ bool empty(Interval<T> x) { return x.lower() > x.upper(); }

template <class T, int Width>
__global__ void __launch_bounds__(128) widen(const T *centres, T *out, int n)
{
    typedef Interval<T> I;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    I e = I::empty();
    I a = I::around(centres[i]);
    I b = Interval<T>::around(centres[i], T(Width));
    out[3 * i + 0] = empty(e) ? a.upper() - a.lower() : T(-1);
    out[3 * i + 1] = b.upper();
    out[3 * i + 2] = isnan(a.nan()) ? b.lower() : T(-2);
}

template <class T> __global__ void fill(T *out, T v) { out[threadIdx.x] = v; }

// NaN payloads: `nan(tag)` reads the tag as hexadecimal, octal or decimal digits.
__global__ void payloads()
{
    const char *tags[] = {"", "0x12", "017", "42abc", "junk"};
    for (int i = 0; i < 5; ++i)
        printf("nan(\"%s\") = %llx, nanf = %x\n", tags[i], (unsigned long long)__double_as_longlong(nan(tags[i])),
               (unsigned)__float_as_int(nanf(tags[i])));
}

template <class T> void run(const char *name)
{
    // Before the first launch of each instance.
    printf("%s: cache config %d\n", name, (int)cudaFuncSetCacheConfig(widen<T, 4>, cudaFuncCachePreferL1));
    cudaFuncAttributes attr;
    cudaError_t err = cudaFuncGetAttributes(&attr, widen<T, 4>);
    printf("%s: attributes %d, max threads per block %d\n", name, (int)err, attr.maxThreadsPerBlock);
    int blocks = 0;
    err = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fill<T>, 256, 0);
    printf("%s: occupancy %d, blocks per SM > 0: %d\n", name, (int)err, blocks > 0);

    const int n = 4;
    T host[n] = {T(1), T(2.5), T(-3), T(10)};
    T *centres, *out;
    cudaMalloc(&centres, n * sizeof(T));
    cudaMalloc(&out, 3 * n * sizeof(T));
    cudaMemcpy(centres, host, sizeof host, cudaMemcpyHostToDevice);
    widen<T, 4><<<1, 128>>>(centres, out, n);
    T result[3 * n];
    cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i)
        printf("%s: %g %g %g\n", name, (double)result[3 * i], (double)result[3 * i + 1], (double)result[3 * i + 2]);
    cudaFree(centres);
    cudaFree(out);
}

int main()
{
    run<float>("float");
    run<double>("double");
    payloads<<<1, 1>>>();
    cudaDeviceSynchronize();
    Interval<float> h = Interval<float>::empty();
    printf("host: empty %d\n", (int)empty(h));
    return 0;
}
