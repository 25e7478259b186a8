// corpus: a template template parameter's default argument; packs deduced from pointers to member functions (const ones too); decltype of operator[] and operator* returning references to const
#include <cstdio>
#include <type_traits>

template <class T>
struct Box {
    static constexpr int n = sizeof(T);
};
template <template <class> class C = Box>
__host__ __device__ int size_of_long() { return C<long long>::n; }

struct Widget {
    __host__ __device__ int two(int, char) { return 0; }
    __host__ __device__ int one(long) const { return 0; }
};
template <class T>
__host__ __device__ int arity(T) { return -1; }
template <class R, class C, class... A>
__host__ __device__ int arity(R (C::*)(A...)) { return sizeof...(A); }
template <class R, class C, class... A>
__host__ __device__ int arity(R (C::*)(A...) const) { return 100 + (int)sizeof...(A); }

struct Row {
    int e[2];
    __host__ __device__ const int& operator[](int i) const { return e[i]; }
    __host__ __device__ const int& operator*() const { return e[0]; }
};
__host__ __device__ int which(int&) { return 1; }
__host__ __device__ int which(const int&) { return 2; }

__host__ __device__ void fill(int* out) {
    out[0] = size_of_long();
    out[1] = arity(&Widget::two) * 1000 + arity(&Widget::one) + arity(3) * 10000;
    Row r{{4, 5}};
    out[2] = std::is_same<decltype(r[1]), const int&>::value * 10 + std::is_same<decltype(*r), const int&>::value;
    out[3] = which(r[1]) * 10 + which(*r);
}

__global__ void kernel(int* out) { fill(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    fill(host);
    for (int i = 0; i < 4; ++i) printf("out[%d] = %d (host %d)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
