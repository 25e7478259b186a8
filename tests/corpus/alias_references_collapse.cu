// corpus: references named through aliases: a member alias template that adds a reference or
// `const` (`M::ref<int>` of `template <class T> using ref = T&;`) keeps it, `const` written on
// a member alias of a reference is ignored (`const elem<int&>::type&` is `int&`), and `R&&`
// with `R` an lvalue reference through an alias collapses to `int&`
#include <cstdio>

template <class T, class U> struct same { static const int value = 0; };
template <class T> struct same<T, T> { static const int value = 1; };

struct Make {
    template <class T> using ref = T &;
    template <class T> using constant = const T;
};
template <class T> struct elem { using type = T; };

__global__ void kernel(int *out) {
    int x = 1;
    Make::ref<int> r = x;
    r = 5;
    out[0] = x;
    out[1] = same<Make::ref<int>, int &>::value;
    out[2] = same<Make::constant<int>, const int>::value;
    out[3] = same<Make::ref<int &>, int &>::value;
    const elem<int &>::type &through_member = x;
    through_member = 7;
    out[4] = x;
    out[5] = same<elem<int &>::type &&, int &>::value;
    typedef int &IntRef;
    const IntRef through_typedef = x;
    through_typedef = 9;
    out[6] = x;
    out[7] = same<IntRef &&, int &>::value;
}

int main() {
    int *d, h[8];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("written through Make::ref<int>: %d; ref<int> is int&: %d; constant<int> is const int: %d; "
           "ref<int&> is int&: %d\n", h[0], h[1], h[2], h[3]);
    printf("written through const elem<int&>::type&: %d; elem<int&>::type&& is int&: %d\n", h[4], h[5]);
    printf("written through const IntRef: %d; IntRef&& is int&: %d\n", h[6], h[7]);
    cudaFree(d);
    return 0;
}
