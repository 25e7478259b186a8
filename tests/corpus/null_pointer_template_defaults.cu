// corpus: pointer template parameters defaulted to nullptr, and the enable_if_t<...>* = nullptr idiom that selects overloads
#include <cstdio>
#include <type_traits>

__device__ int marker = 40;

template <int* P = nullptr>
__host__ __device__ int read_or(int fallback) { return P ? *P : fallback; }

template <class T, std::enable_if_t<std::is_pointer<T>::value>* = nullptr>
__host__ __device__ int kind_of(T) { return 1; }
template <class T, std::enable_if_t<std::is_integral<T>::value>* = nullptr>
__host__ __device__ int kind_of(T) { return 2; }
template <class T, typename std::enable_if<std::is_floating_point<T>::value, int>::type* = nullptr>
__host__ __device__ int kind_of(T) { return 3; }

template <class T, T* Default = nullptr>
struct Slot {
    __host__ __device__ static bool empty() { return Default == nullptr; }
};

__global__ void kernel(int* out) {
    int x = 0;
    out[0] = read_or(6);
    out[1] = read_or<&marker>(6);
    out[2] = kind_of(&x) * 100 + kind_of(5) * 10 + kind_of(2.5);
    out[3] = Slot<int>::empty();
}

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; ++i) printf("out[%d] = %d\n", i, out[i]);
    cudaFree(out);
    return 0;
}
