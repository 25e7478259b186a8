// corpus: a class template's conversion functions to other instances of itself (`operator
// W<U>()`, a template, and `operator W<long>()`), and members of a `decltype`'s class used as
// values inside parentheses (`(decltype(s)::value + 1)`) beside their use as types.
#include <cstdio>

template <class T> struct W {
    T v;
    template <class U> __device__ operator W<U>() const { return {U(v) + 1}; }
    __device__ operator W<long>() const { return {(long)v + 100}; }
};

struct S {
    static constexpr int value = 3;
    using type = long;
};

__global__ void kernel(long* out) {
    W<float> a{2.5f};
    W<int> b = a;
    W<long> c = a;
    W<double> d = static_cast<W<double>>(b);
    out[0] = b.v;
    out[1] = c.v;
    out[2] = (long)(d.v * 10);
    S s;
    decltype(s)::type y = 4;
    int size = sizeof(decltype(s)::type) * 2;
    int sum = (decltype(s)::value + 1);
    int masked = (decltype(s)::value & 1) * (decltype(s)::value << 2);
    out[3] = y;
    out[4] = size;
    out[5] = sum;
    out[6] = masked;
}

int main() {
    long* out;
    cudaMallocManaged(&out, 7 * sizeof(long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("W<int> %ld, W<long> %ld, W<double> x10 %ld\n", out[0], out[1], out[2]);
    printf("type %ld, sizeof x2 %ld, value + 1 %ld, masked %ld\n", out[3], out[4], out[5], out[6]);
    cudaFree(out);
    return 0;
}
