// corpus: alias templates in the parameters of function templates, seen through before
// deduction: std::index_sequence<I...> (unrolled dot product), an alias of a pointer, an alias
// declared in another namespace
#include <cstdio>
#include <utility>

template <std::size_t... I>
__device__ int sumOf(std::index_sequence<I...>) { return (int)(I + ... + 0); }

template <class T, std::size_t... I>
__device__ T dotImpl(const T* a, const T* b, std::index_sequence<I...>) {
    return ((a[I] * b[I]) + ...);
}

template <std::size_t N, class T>
__device__ T dot(const T* a, const T* b) {
    return dotImpl(a, b, std::make_index_sequence<N>{});
}

template <class T>
using Ptr = T*;

template <class T>
__device__ T load(Ptr<const T> p) { return *p; }

namespace geometry {
template <class T>
struct Box {
    T v;
};
template <class T>
using Boxed = Box<T>;
}  // namespace geometry

template <class T>
__device__ T unbox(geometry::Boxed<T> b) { return b.v; }

__global__ void kernel(int* out, float* fout) {
    out[0] = sumOf(std::make_index_sequence<5>{});
    float a[4] = {1, 2, 3, 4}, b[4] = {2, 2, 2, 0.5f};
    fout[0] = dot<4>(a, b);
    fout[1] = dot<2>(a, b);
    int x = threadIdx.x + 9;
    out[1] = load(&x);
    out[2] = unbox(geometry::Box<int>{12});
}

int main() {
    int* d_out;
    float* d_fout;
    cudaMalloc(&d_out, 3 * sizeof(int));
    cudaMalloc(&d_fout, 2 * sizeof(float));
    kernel<<<1, 1>>>(d_out, d_fout);
    int out[3];
    float fout[2];
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(fout, d_fout, sizeof fout, cudaMemcpyDeviceToHost);
    printf("%d %d %d %g %g\n", out[0], out[1], out[2], fout[0], fout[1]);
    cudaFree(d_out);
    cudaFree(d_fout);
    return 0;
}
