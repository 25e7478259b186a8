// corpus: function types with qualifiers (`int(int) const`, `void() &&`) are no const types and form no pointer or reference, as the type traits see; `const T` of a function type is the function type
#include <cstdio>
#include <type_traits>

struct Foo {};

template <class T> struct AddConst { using type = const T; };

template <class A, class B>
__host__ __device__ int same() { return std::is_same<A, B>::value; }

__global__ void k(int* out)
{
    out[0] = same<std::remove_cv<int(int) const>::type, int(int) const>();
    out[1] = same<std::remove_reference<int(int) &>::type, int(int) &>();
    out[2] = same<AddConst<void()>::type, void()>();
    out[3] = same<std::add_pointer<void() const>::type, void() const>();
    out[4] = same<std::add_lvalue_reference<void() &&>::type, void() &&>();
    out[5] = same<std::add_pointer<void()>::type, void (*)()>();
    out[6] = same<std::add_pointer<void (Foo::*)() const>::type, void (Foo::**)() const>();
    out[7] = std::is_function<int(int) const>::value + std::is_const<int(int) const>::value * 10;
}

int main()
{
    int* d;
    cudaMallocManaged(&d, 8 * sizeof(int));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; ++i)
        printf("%d%c", d[i], i == 7 ? '\n' : ' ');
    cudaFree(d);
    return 0;
}
