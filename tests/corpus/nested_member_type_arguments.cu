// Template arguments that are member types of instances whose arguments are member types
// again, nested 16 deep (`typename Wrap<typename Keep<..., 1>::type>::type`): each written
// type is resolved once per environment, not once for its type, again for its qualifiers and
// again for whether it is a reference at every level (which grows exponentially with the
// nesting).
#include <cstdio>
#include <type_traits>

template <class T> struct Wrap { using type = const T; };
template <class T, int N> struct Keep { using type = T; static constexpr int depth = N; };
template <class T> struct Strip { using type = T; };
template <class T> struct Strip<const T> { using type = T; };

using Deep = typename Keep<typename Wrap<typename Keep<typename Wrap<typename Keep<typename Wrap<typename Keep<typename Wrap<typename Keep<typename Wrap<typename Keep<typename Wrap<typename Keep<typename Wrap<typename Keep<typename Wrap<float>::type, 1>::type>::type, 3>::type>::type, 5>::type>::type, 7>::type>::type, 9>::type>::type, 11>::type>::type, 13>::type>::type, 15>::type;

template <class T> __device__ int qualified() { return std::is_same<T, const float>::value ? 1 : 0; }

__global__ void nested(float* out) {
    typename Strip<Deep>::type x = 1.5f;
    x *= 2.0f;
    out[0] = x;
    out[1] = qualified<Deep>();
    out[2] = sizeof(Deep);
}

int main() {
    float* d;
    cudaMalloc(&d, 3 * sizeof(float));
    nested<<<1, 1>>>(d);
    float h[3];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %g\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
