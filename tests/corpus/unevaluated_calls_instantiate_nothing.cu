// corpus: sizeof and decltype of calls of function templates whose bodies would not compile for the arguments (or call functions defined nowhere) instantiate no body; a deduced return type is still read from the body; decltype names a function or a member function defined nowhere (decltype(&Meters::scaled))
#include <cstdio>
#include <type_traits>

__device__ int defined_nowhere(int);

template <class T> __host__ __device__ T uses_undefined(T x) { return defined_nowhere(x) * 2; }
template <class T> __host__ __device__ T needs_member(T x) { return x.missing(); }
template <class T> __host__ __device__ auto deduced(T x) { return x * 0.5; }

struct Meters {
    float value;
    __device__ float scaled(float) const;
};
template <class T> __host__ __device__ Meters to_meters(T x) { return Meters{x.length}; }

__host__ __device__ void run(int* out)
{
    out[0] = (int)sizeof(uses_undefined(1));
    out[1] = (int)sizeof(needs_member((short)3));
    decltype(needs_member(2.0)) d = 1.5;
    out[2] = (int)(d * 4);
    out[3] = std::is_same<decltype(deduced(3)), double>::value;
    out[4] = (int)sizeof(to_meters(7));
    out[5] = std::is_same<decltype(uses_undefined('a')), char>::value;
    out[6] = std::is_same<decltype(defined_nowhere), int(int)>::value * 10 +
             std::is_same<decltype(&defined_nowhere), int (*)(int)>::value;
    out[7] = std::is_same<decltype(&Meters::scaled), float (Meters::*)(float) const>::value * 10 +
             (int)sizeof(decltype(&Meters::scaled));
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    const int n = 8;
    int* d;
    cudaMalloc(&d, n * sizeof(int));
    kernel<<<1, 1>>>(d);
    int dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %d host %d\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
