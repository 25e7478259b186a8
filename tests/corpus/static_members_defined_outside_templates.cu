// corpus: constant static data members of class templates defined outside the class
// (`template <class U> const int Z<U>::size = sizeof(U);`, the definition's own names for the
// class's parameters) are constants in device code: values, template arguments, array bounds
#include <cstdio>

template <class T> struct Sized {
    static const int size;
    static const int twice;
};
template <class U> const int Sized<U>::size = sizeof(U);
template <class V> const int Sized<V>::twice = Sized<V>::size * 2;
template <int K> struct Tag { static constexpr int value = K; };
struct Plain { static const int seven; };
const int Plain::seven = 7;

__host__ __device__ void run(int* out) {
    int j = 0;
    out[j++] = Sized<double>::size + Sized<char>::twice * 100;
    out[j++] = Tag<Sized<short>::twice>::value;
    int cells[Sized<int>::size];
    out[j++] = (int)sizeof(cells);
    out[j++] = Plain::seven + Tag<Plain::seven>::value;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    run(host);
    printf("%d %d %d %d\n%d %d %d %d\n", out[0], out[1], out[2], out[3], host[0], host[1], host[2],
           host[3]);
    cudaFree(out);
    return 0;
}
