// Partial specializations over variadic template template parameters: `is_spec<C<Ts...>, C>`
// (is a type an instance of a given class template?), the first argument and the count of an
// instance's arguments, rebinding an instance to another argument, and patterns naming a
// variadic class template with fixed arguments (`X<L<T, U>>`).
#include <cstdio>
#include <type_traits>

template <class... T> struct L {};
template <class A, class B> struct P {};
template <class T> struct Box {};

template <class T, template <class...> class C> struct is_spec { static constexpr int v = 0; };
template <template <class...> class C, class... Ts> struct is_spec<C<Ts...>, C> { static constexpr int v = 1; };

template <class T> struct first_arg;
template <template <class...> class C, class T, class... Rest> struct first_arg<C<T, Rest...>> { using type = T; };

template <class T, class U> struct rebind;
template <template <class...> class C, class... Ts, class U> struct rebind<C<Ts...>, U> { using type = C<U>; };

template <class T> struct count_args { static constexpr int value = -1; };
template <template <class...> class C, class... Ts> struct count_args<C<Ts...>> { static constexpr int value = sizeof...(Ts); };

template <class T> struct X { static constexpr int v = 0; };
template <class T> struct X<L<T>> { static constexpr int v = 1; };
template <class T, class U> struct X<L<T, U>> { static constexpr int v = 2; };

template <class T> struct Info { static constexpr int v = 0; };
template <template <class...> class C, class... Ts> struct Info<C<int, Ts...>> { static constexpr int v = 10 + sizeof...(Ts); };

// A kernel that accepts only instances of L, through the trait.
template <class List> __global__ void count_kernel(int *out)
{
    static_assert(is_spec<List, L>::v, "an instance of L");
    out[threadIdx.x] = count_args<List>::value * 100 + (int)threadIdx.x;
}

__global__ void traits(int *out)
{
    out[0] = is_spec<L<int, float>, L>::v + 2 * is_spec<L<>, L>::v + 4 * is_spec<P<int, int>, L>::v +
             8 * is_spec<P<int, char>, P>::v + 16 * is_spec<Box<L<>>, L>::v;
    out[1] = std::is_same<first_arg<L<int, float>>::type, int>::value +
             2 * std::is_same<first_arg<P<double, char>>::type, double>::value +
             4 * std::is_same<rebind<L<int, float>, char>::type, L<char>>::value +
             8 * std::is_same<rebind<Box<int>, char>::type, Box<char>>::value;
    out[2] = count_args<L<int, float, char>>::value * 100 + count_args<Box<int>>::value * 10 + count_args<L<>>::value;
    out[3] = count_args<int>::value;
    out[4] = X<L<int>>::v * 100 + X<L<int, char>>::v * 10 + X<L<>>::v;
    out[5] = Info<L<int, char, float>>::v * 100 + Info<P<char, int>>::v * 10 + Info<Box<int>>::v;
}

int main()
{
    int *d, h[6];
    cudaMalloc(&d, sizeof h);
    traits<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("is_spec=%d args=%d counts=%d not_instance=%d fixed=%d info=%d\n", h[0], h[1], h[2], h[3], h[4], h[5]);
    count_kernel<L<int, char, short>><<<1, 4>>>(d);
    cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("kernel: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
