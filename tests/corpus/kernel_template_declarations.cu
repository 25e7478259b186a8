// Kernel templates as the host declares them: overloads of one name, a parameter whose type
// expands a pack, a template template parameter taking a variadic template, and explicit
// instantiation declarations and definitions, a kernel with an `auto` value parameter.
#include <cstdio>
template <class... Ts>
struct list {
    static constexpr int n = sizeof...(Ts);
};
template <class T>
__global__ void put(T *o) { *o = 10; }
template <class T>
__global__ void put(T *o, int v) { *o = v; }
template <class... Ts>
__global__ void count(int *o, list<Ts...>) { *o = sizeof...(Ts); }
template <template <class...> class C, class T>
__global__ void arity(int *o) { *o = C<T, T, T>::n; }
template <class T>
__device__ T seven() { return T(7); }
extern template __device__ int seven<int>();
template __device__ int seven<int>();
template <class T>
__global__ void use_seven(T *o) { *o = seven<T>(); }
template <auto V>
__global__ void twice(int *o) { *o = (int)V * 2; }
int main()
{
    int *o;
    cudaMallocManaged(&o, sizeof(int));
    put<<<1, 1>>>(o);
    cudaDeviceSynchronize();
    printf("%d\n", *o);
    put<<<1, 1>>>(o, 5);
    cudaDeviceSynchronize();
    printf("%d\n", *o);
    count<<<1, 1>>>(o, list<int, char, float>{});
    cudaDeviceSynchronize();
    printf("%d\n", *o);
    arity<list, int><<<1, 1>>>(o);
    cudaDeviceSynchronize();
    printf("%d\n", *o);
    use_seven<<<1, 1>>>(o);
    cudaDeviceSynchronize();
    printf("%d\n", *o);
    twice<21><<<1, 1>>>(o);
    cudaDeviceSynchronize();
    printf("%d\n", *o);
    return 0;
}
