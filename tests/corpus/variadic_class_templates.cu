// corpus: variadic class templates: a recursive tuple (partial specializations over a pack, an
// explicit one for the empty pack, a non-variadic one preferred to the variadic), pack
// expansions in bases and constructor initializers, sizeof... in members, a value pack summed
// by recursion, member templates with packs of their own, a function template deducing a pack
// from a class argument, a pack of base classes
#include <cstdio>
template <typename... Ts> struct Tuple;
template <> struct Tuple<> { __device__ static constexpr int size() { return 0; } };
template <typename T, typename... Rest>
struct Tuple<T, Rest...> : Tuple<Rest...> {
    T head;
    __device__ Tuple(T h, Rest... rest) : Tuple<Rest...>(rest...), head(h) {}
    __device__ static constexpr int size() { return 1 + sizeof...(Rest); }
    __device__ const Tuple<Rest...> &tail() const { return *this; }
};
template <typename T>
struct Tuple<T> {
    T head;
    __device__ Tuple(T h) : head(h) {}
    __device__ static constexpr int size() { return 1; }
};

template <typename T> __device__ double total(const Tuple<T> &t) { return t.head; }
template <typename T, typename... Rest>
__device__ double total(const Tuple<T, Rest...> &t) { return t.head + total(t.tail()); }

template <int... Ns> struct Sum;
template <> struct Sum<> { static const int value = 0; };
template <int N, int... Ns> struct Sum<N, Ns...> { static const int value = N + Sum<Ns...>::value; };

template <typename... Ts>
struct Pack {
    __device__ static int count() { return sizeof...(Ts); }
    template <typename... Us> __device__ static int with(Us... us) { return sizeof...(Ts) * 10 + sizeof...(Us); }
};

struct A { __device__ int a() const { return 1; } };
struct B { __device__ int b() const { return 20; } };
template <typename... Bases>
struct Mixed : Bases... { __device__ int all() const { return this->a() + this->b(); } };

__global__ void k(double *out, int *iout) {
    Tuple<int, float, double> t(1, 2.5f, 4.0);
    out[0] = total(t);
    iout[0] = Tuple<int, float, double>::size();
    iout[1] = Sum<1, 2, 3, 4>::value;
    iout[2] = Pack<int, char>::count() + Pack<>::count();
    iout[3] = Pack<int>::with(1, 2, 3);
    iout[4] = sizeof(Tuple<int, double>);
    Mixed<A, B> m;
    iout[5] = m.all() * 10 + (int)sizeof(Mixed<A, B>);
}
int main() {
    double *d; int *di; cudaMalloc(&d, sizeof(double)); cudaMalloc(&di, 6 * sizeof(int));
    k<<<1, 1>>>(d, di);
    double o; int io[6];
    cudaMemcpy(&o, d, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(io, di, sizeof io, cudaMemcpyDeviceToHost);
    printf("%.2f %d %d %d %d %d %d\n", o, io[0], io[1], io[2], io[3], io[4], io[5]);
}
