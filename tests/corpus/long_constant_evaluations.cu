// corpus: constexpr functions that take more than a million steps to evaluate (deep recursion, long loops) in template arguments, array bounds and constexpr locals
#include <cstdio>

__host__ __device__ constexpr long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__host__ __device__ constexpr unsigned collatz_steps_below(unsigned limit)
{
    unsigned total = 0;
    for (unsigned start = 1; start < limit; ++start) {
        unsigned long long x = start;
        while (x != 1) {
            x = (x % 2) ? 3 * x + 1 : x / 2;
            ++total;
        }
    }
    return total;
}

template <long N> struct Value {
    static constexpr long value = N;
};

__host__ __device__ void run(long* out)
{
    out[0] = Value<fib(26)>::value;
    constexpr unsigned steps = collatz_steps_below(1000);
    out[1] = steps;
    int table[fib(12) % 7 + 1];
    out[2] = sizeof(table) / sizeof(int);
}

__global__ void kernel(long* out) { run(out); }

int main()
{
    const int n = 3;
    long* d;
    cudaMalloc(&d, n * sizeof(long));
    kernel<<<1, 1>>>(d);
    long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %ld host %ld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
