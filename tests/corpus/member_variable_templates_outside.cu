// Static data member templates declared in their class and defined outside it (those of a
// class template with the class's parameter list first), with explicit specializations
// written outside too, read in device code (constants of each instance) and in host code
// alike.
#include <cstdio>

struct Limits {
    template <class T> static const T zero;
    template <class T> static const T top;
    template <class T> static constexpr T one = T(1);
};
template <class T> const T Limits::zero = T(0);
template <class U> const U Limits::top = U(100) * U(2);
template <> const int Limits::top<int> = 12345;
template <> const double Limits::top<double> = 0.25;

namespace geo {
struct Unit {
    template <int N> static const int scaled;
};
template <int N> const int Unit::scaled = N * 10;
}  // namespace geo

template <class U> struct Sized {
    template <class T> static const T bytes;
};
template <class V> template <class T> const T Sized<V>::bytes = T(sizeof(V) * 3);

__host__ __device__ void fill(double* out) {
    out[0] = Limits::zero<int>;
    out[1] = Limits::top<int>;
    out[2] = Limits::top<float>;
    out[3] = Limits::top<double>;
    out[4] = Limits::one<short> + geo::Unit::scaled<7>;
    int arr[Limits::top<int> % 10];
    out[5] = sizeof(arr);
    out[6] = Sized<double>::bytes<int>;
    out[7] = Sized<char>::bytes<float> / 2;
}

__global__ void k(double* out) { fill(out); }

int main() {
    double* d;
    cudaMallocManaged(&d, 8 * sizeof(double));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    double h[8];
    fill(h);
    for (int i = 0; i < 8; ++i) printf("%g %g\n", d[i], h[i]);
    cudaFree(d);
    return 0;
}
