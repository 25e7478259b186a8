// A braced list of one item given for a class parameter converts only through the
// constructors that take the item as it is typed: a constructor template deduces its
// parameter from the item, so its constraints see the item's type. A type that the
// template's constraint turns away is no conversion, even where the class's move
// constructor could take a class object made from it.
#include <cstdio>
#include <type_traits>

struct in_place_t {
    explicit in_place_t() = default;
};

template <bool>
struct Select {};
template <>
struct Select<true> {
    template <class T>
    using type = T;
};
template <bool B, class T>
using enable_if_t = typename Select<B>::template type<T>;

// Constructible from anything at all.
struct Any {
    template <class U>
    __host__ __device__ Any(U&&) {}
};

template <class T>
struct Holder {
    int tag;
    __host__ __device__ Holder(const Holder&) = default;
    __host__ __device__ Holder(Holder&&) = default;
    // Takes an in_place_t only where T can be made from the rest (Any cannot from nothing).
    template <class I, class... A, bool t_ = true,
              enable_if_t<std::is_same<I, in_place_t>::value && std::is_constructible<T, A...>::value && t_, int> = 0>
    __host__ __device__ explicit Holder(I, A&&...) : tag(1) {}
    template <class U>
    static constexpr bool from_value = !std::is_same<typename std::decay<U>::type, in_place_t>::value;
    // Takes any value but an in_place_t.
    template <class U = T, bool t_ = true, enable_if_t<from_value<U> && t_, int> = 0>
    __host__ __device__ Holder(U&&) : tag(2) {}
};

template <class T>
__host__ __device__ void eat(T);

// Whether a braced list of one A copy-list-initializes a T.
template <class T, class A>
__host__ __device__ constexpr auto converts(int) -> decltype(eat<T>({*(A*)nullptr}), true) { return true; }
template <class T, class A>
__host__ __device__ constexpr auto converts(long) -> bool { return false; }

template <class T>
__host__ __device__ int tag_of(Holder<T> h) { return h.tag; }

__global__ void kernel(int* out) {
    out[0] = converts<Holder<Any>, in_place_t>(0);
    out[1] = converts<Holder<Any>, int>(0);
    out[2] = converts<Holder<Any>, Holder<Any>>(0);
    out[3] = converts<Holder<int>, in_place_t>(0);
    out[4] = tag_of<Any>({3.5});
    out[5] = tag_of<int>(Holder<int>(in_place_t{}, 7));
}

int main() {
    int* d;
    cudaMalloc(&d, 6 * sizeof(int));
    kernel<<<1, 1>>>(d);
    int h[6];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("in_place_t -> Holder<Any>: %d\n", h[0]);
    printf("int -> Holder<Any>: %d\n", h[1]);
    printf("Holder<Any> -> Holder<Any>: %d\n", h[2]);
    printf("in_place_t -> Holder<int>: %d\n", h[3]);
    printf("tag of {3.5}: %d\n", h[4]);
    printf("tag of in-place Holder<int>: %d\n", h[5]);
    cudaFree(d);
    return 0;
}
