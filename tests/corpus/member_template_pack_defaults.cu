// Default template arguments of a variadic class's member templates that expand the class's
// pack beside the member's own (`var_and<is_constructible<T, U&&>::value...>`): the forwarding
// constructor a tuple-like class selects with `enable_if`, and value defaults computed from
// both packs.
#include <cstdio>
#include <type_traits>
#include <utility>

template <bool... b> struct var_and { enum { value = (b && ... && true) }; };

template <class... T> struct Row {
    template <class... U,
              class = typename std::enable_if<
                  sizeof...(U) == sizeof...(T) &&
                  var_and<std::is_constructible<T, U&&>::value...>::value>::type>
    __host__ __device__ Row(U&&... u) : size(sizeof...(U)), total((0 + ... + int(u))) {}
    template <class... U, int Same = var_and<std::is_same<T, U>::value...>::value>
    __host__ __device__ static int same(U...) { return Same; }
    int size, total;
};

template <class... A> __host__ __device__ Row<std::decay_t<A>...> make_row(A&&... a) {
    return Row<std::decay_t<A>...>(std::forward<A>(a)...);
}

__global__ void rows(int* out) {
    auto r = make_row(1, 2.5f, 'c');
    out[0] = r.size;
    out[1] = r.total;
    out[2] = Row<int, float>::same(1, 2.0f);
    out[3] = Row<int, float>::same(1, 2.0);
}

int main() {
    int* d;
    cudaMalloc(&d, 4 * sizeof(int));
    rows<<<1, 1>>>(d);
    int h[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    auto host = make_row(3, 4);
    printf("%d %d %d %d | %d %d\n", h[0], h[1], h[2], h[3], host.size, host.total);
    cudaFree(d);
    return 0;
}
