// corpus: names that hide and names that do not: a block's enumerator hides a class of its name
// from its declarator on (its own initializer still names the class template, and `struct
// height` still names the class), and a member named as an unrelated class template elsewhere
// is compared with `<`, not given template arguments
#include <cstdio>

template <typename T> struct width { enum { value = sizeof(T) }; };
struct height { int v[2]; };

namespace other { namespace detail {
template <typename T> class value { public: T v; };
} }

namespace lib {
template <typename K, typename V> struct KeyValue { K key; V value; };
template <typename T, typename O>
__host__ __device__ int greater(const KeyValue<O, T>& a, const KeyValue<O, T>& b) {
    return (b.value < a.value);
}
}

__host__ __device__ int dimensions() {
    enum { width = width<long>::value };
    enum { height = 3 };
    if ((width == 8) && (height == 3)) return width * 10 + height + (int)sizeof(struct height);
    return -1;
}

__global__ void kernel(int* out) {
    out[0] = dimensions();
    lib::KeyValue<int, float> a{1, 3.f}, b{0, 2.f};
    out[1] = lib::greater(a, b);
    out[2] = lib::greater(b, a);
}

int main() {
    int* d;
    cudaMalloc(&d, 3 * sizeof(int));
    kernel<<<1, 1>>>(d);
    int h[3];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("device: %d %d %d\n", h[0], h[1], h[2]);
    lib::KeyValue<int, float> a{1, 3.f}, b{0, 2.f};
    printf("host: %d %d %d\n", dimensions(), lib::greater(a, b), lib::greater(b, a));
    cudaFree(d);
    return 0;
}
