// -std=c++17
// A pack of function pointers declared as a declarator (`float (*... Fns)(float)`), and
// detection through a functional cast: `U(x)` of a class without a matching constructor is no
// expression, so std::is_constructible and void_t-based detectors answer false for it.
#include <cstdio>
#include <type_traits>
#include <utility>

__device__ float square(float v) { return v * v; }
__device__ float negate(float v) { return -v; }

template <float (*... Fns)(float)>
__device__ float compose(float v)
{
    ((v = Fns(v)), ...);
    return v;
}

template <float (*... Fns)(float)>
struct Count {
    static constexpr int n = sizeof...(Fns);
};

struct Empty {};
struct HasFoo {
    __device__ int foo() const { return 7; }
};
struct FromInt {
    __device__ FromInt(int) {}
};

template <typename U, typename A, typename = void>
struct can_cast : std::false_type {};
template <typename U, typename A>
struct can_cast<U, A, std::void_t<decltype(U(std::declval<A>()))>> : std::true_type {};

__global__ void detect(float *out)
{
    out[0] = compose<square, negate>(3.0f);
    out[1] = Count<square, negate, square>::n;
    out[2] = std::is_constructible<HasFoo, int>::value;
    out[3] = std::is_constructible<Empty, int>::value;
    out[4] = std::is_constructible<FromInt, int>::value;
    out[5] = can_cast<Empty, int>::value * 10 + can_cast<FromInt, int>::value;
}

int main()
{
    float *out;
    cudaMalloc(&out, 6 * sizeof(float));
    detect<<<1, 1>>>(out);
    float h[6];
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%.1f %.0f %.0f %.0f %.0f %.0f\n", h[0], h[1], h[2], h[3], h[4], h[5]);
    return 0;
}
