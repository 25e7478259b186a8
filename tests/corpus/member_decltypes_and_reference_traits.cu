// `sizeof` and `decltype` of data members named through their class (`sizeof(S::m)`), the
// declared qualifiers of members in `decltype` (`static constexpr` ones are `const`), and
// references that bind only objects of their own type (`is_convertible<long&, int&>`), and
// `const` on a reference named through an alias or a template's argument, which is ignored.
#include <cstdio>
#include <type_traits>

struct Sample {
    static const int count = 3;
    static constexpr float scale = 1.5f;
    int id;
    const int tag = 2;
    double values[4];
};

struct Derived : Sample {
    __device__ int twice() const { return 2 * static_cast<int>(sizeof(decltype(id))); }
};

template <class T>
__device__ void take(T) {}

template <class T>
struct Holder {
    typedef const T constant;
};

template <class T>
__device__ void store(T target)
{
    const T alias = target;
    alias = 5;
}

template <class From, class To, class = decltype(take<To>(std::declval<From>()))>
__device__ int binds(int) { return 1; }
template <class, class>
__device__ int binds(...) { return 0; }

__global__ void traits(int *out)
{
    out[0] = (int)sizeof(Sample::id);
    out[1] = (int)sizeof(Sample::values);
    decltype(Sample::values) copy = {1, 2, 3, 4};
    out[2] = (int)copy[3];
    out[3] = std::is_same<decltype(Sample::count), const int>::value;
    out[4] = std::is_same<decltype(Sample::scale), const float>::value;
    out[5] = std::is_same<decltype(Sample::id), int>::value;
    out[6] = std::is_same<decltype(Sample::tag), const int>::value;
    Sample s{};
    out[7] = std::is_same<decltype(s.tag), const int>::value;
    out[8] = Derived().twice();
    out[9] = std::is_convertible<long &, int &>::value;
    out[10] = std::is_convertible<long &, const int &>::value;
    out[11] = std::is_convertible<int &, int &>::value;
    out[12] = binds<long &, int &>(0);
    out[13] = binds<int &, int &>(0);
    int x = 1;
    typedef int &Ref;
    const Ref r = x;
    r = 3;
    Holder<int &>::constant h = r;
    h += 4;
    int y = 0;
    store<int &>(y);
    out[14] = x * 10 + y;
    out[15] = std::is_same<Holder<int &>::constant, int &>::value;
}

int main()
{
    int *d;
    cudaMallocManaged(&d, 16 * sizeof(int));
    traits<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    for (int i = 0; i < 16; ++i)
        printf("%d%c", d[i], i == 15 ? '\n' : ' ');
    cudaFree(d);
    return 0;
}
