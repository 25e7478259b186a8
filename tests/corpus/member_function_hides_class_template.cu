// corpus: a member function named like a class template outside the class (its own or a base's name) is what a call of that name in a member finds
#include <cstdio>

template <class T>
struct extents {
    T n;
};

// The member is declared after the member function that calls it.
struct holder : extents<int> {
    __host__ __device__ int extent() const { return extents().n; }
    __host__ __device__ const extents<int>& extents() const { return *this; }
};

template <class T>
struct wrapper {
    typedef ::extents<T> ext_t;
    ext_t e;
    __host__ __device__ const ext_t& extents() const { return e; }
    __host__ __device__ T extent() const { return extents().n * 2; }
};

__global__ void kernel(int* out) {
    holder h;
    h.n = 7;
    wrapper<int> w;
    w.e.n = 5;
    extents<int> plain{3};
    out[0] = h.extent();
    out[1] = w.extent();
    out[2] = plain.n;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    holder h;
    h.n = 11;
    printf("device %d %d %d, host %d\n", out[0], out[1], out[2], h.extent());
    return 0;
}
