// corpus: T::rank(), a constexpr static member function called through a template parameter, is a constant: an array bound, a template argument and an if constexpr condition
#include <cstdio>

template <int... N>
struct ext {
    __host__ __device__ static constexpr unsigned long rank() { return sizeof...(N); }
};

template <unsigned long K>
struct vals {
    int v[K];
};

template <class T>
__host__ __device__ int describe() {
    int a[T::rank()];
    int r = (int)(sizeof(vals<T::rank()>) / sizeof(int)) * 10 + (int)(sizeof(a) / sizeof(int));
    if constexpr (T::rank() == 2) {
        return 100 + r;
    } else {
        return r;
    }
}

__global__ void kernel(int* out) {
    out[0] = describe<ext<3, 4>>();
    out[1] = describe<ext<1, 2, 3>>();
}

int main() {
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device %d %d, host %d\n", out[0], out[1], describe<ext<5>>());
    return 0;
}
