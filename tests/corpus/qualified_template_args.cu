// Template arguments keep const, volatile and references: partial specializations and the
// standard type traits tell `const int`, `int *const`, `const int *` and `int &&` apart, and a
// local declared with a template parameter bound to a reference is a reference.
#include <cstdio>
#include <type_traits>

template <class T> struct Kind { static constexpr int value = 0; };
template <class T> struct Kind<const T> { static constexpr int value = 1; };
template <class T> struct Kind<volatile T> { static constexpr int value = 2; };
template <class T> struct Kind<const volatile T> { static constexpr int value = 3; };
template <class T> struct Kind<T *> { static constexpr int value = 4; };
template <class T> struct Kind<const T *> { static constexpr int value = 5; };
template <class T> struct Kind<T *const> { static constexpr int value = 6; };
template <class T> struct Kind<T &> { static constexpr int value = 7; };
template <class T> struct Kind<T &&> { static constexpr int value = 8; };
template <class T> struct Kind<const T &> { static constexpr int value = 9; };

// A class instantiated with a const type and with the plain one: two classes.
template <class T> struct Counter {
    static __device__ int id() { return std::is_const<T>::value ? 100 : 200; }
};

using ConstFloat = const float;
typedef volatile int VolatileInt;

// `T y = x` with `T` deduced as `int &` binds a reference: the caller's variable changes.
template <class T> __device__ void add_ten(T &&x)
{
    T y = x;
    y += 10;
}

template <class T> __device__ const char *describe()
{
    if (std::is_same<T, typename std::remove_cv<T>::type>::value)
        return "unqualified";
    return std::is_const<T>::value ? "const" : "volatile";
}

__global__ void report(int *out)
{
    out[0] = Kind<int>::value;
    out[1] = Kind<const int>::value;
    out[2] = Kind<volatile int>::value;
    out[3] = Kind<const volatile int>::value;
    out[4] = Kind<int *>::value;
    out[5] = Kind<const int *>::value;
    out[6] = Kind<int *const>::value;
    out[7] = Kind<int &>::value;
    out[8] = Kind<int &&>::value;
    out[9] = Kind<const int &>::value;
    out[10] = Kind<ConstFloat>::value;
    out[11] = Kind<VolatileInt>::value;
    out[12] = Kind<const ConstFloat *>::value;
    out[13] = Counter<const int>::id() + Counter<int>::id();
    int a = 1;
    add_ten(a);
    out[14] = a;
    int b = 1;
    add_ten(static_cast<int &&>(b));
    out[15] = b;
    printf("std: is_same<const int, int> %d, remove_const %d, is_volatile %d, rvalue ref %d, "
           "lvalue ref %d, pointer to const is const %d\n",
           (int)std::is_same<const int, int>::value,
           (int)std::is_same<std::remove_const<const int>::type, int>::value,
           (int)std::is_volatile<VolatileInt>::value, (int)std::is_rvalue_reference<int &&>::value,
           (int)std::is_lvalue_reference<int &&>::value, (int)std::is_const<const int *>::value);
    printf("describe: %s %s %s\n", describe<float>(), describe<const float>(),
           describe<volatile float>());
}

int main()
{
    int *d;
    cudaMalloc(&d, 16 * sizeof(int));
    report<<<1, 1>>>(d);
    int h[16];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 16; ++i)
        printf("%d%s", h[i], i == 15 ? "\n" : " ");
    cudaFree(d);
    return 0;
}
