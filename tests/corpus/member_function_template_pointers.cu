// corpus: pointers to member function templates: `&S::add<3>` with written template arguments, one
// whose arguments are deduced from the pointer's type (`float (S::*)(float) = &S::scale`),
// members of class templates, of a base class (defined outside its class), named through a
// template parameter (`&T::template twice<int>`), and passed to a function template that
// deduces the class, result and parameter types from the pointer.
#include <cstdio>

struct S {
    int base;
    template <int K> __device__ int add(int x) const { return base + x + K; }
    template <class T> __device__ T scale(T x) { return x * (T)base; }
};

template <class T> struct Box {
    T v;
    template <class U> __device__ U as() const { return (U)v + (U)0.5; }
};

struct B {
    int b = 7;
    template <class T> __device__ T get() const;
};
template <class T> __device__ T B::get() const { return (T)b * 2; }

struct Pad {
    int pad[3];
};
struct D : Pad, B {
    template <class T> __device__ T twice(T x) { return x + x + pad[0]; }
};

template <class C, class R, class A> __device__ R call(C& c, R (C::*pm)(A), A a) {
    return (c.*pm)(a);
}

template <class T> __device__ int through_parameter(T& t) {
    auto pm = &T::template twice<int>;
    return (t.*pm)(21);
}

__global__ void kernel(float* out) {
    S s{10};
    auto pa = &S::add<3>;
    int (S::*pc)(int) const = &S::add<5>;
    float (S::*ps)(float) = &S::scale;
    printf("add<3>(4) = %d, add<5>(1) = %d\n", (s.*pa)(4), (s.*pc)(1));
    printf("scale(1.5f) = %.1f, call(scale<int>, 3) = %d\n", (s.*ps)(1.5f), call(s, &S::scale<int>, 3));

    Box<int> box{2};
    auto pf = &Box<int>::as<float>;
    double (Box<int>::*pd)() const = &Box<int>::as;
    printf("as<float>() = %.1f, as<double>() = %.1f\n", (box.*pf)(), (box.*pd)());

    D d;
    d.pad[0] = 1;
    int (B::*pg)() const = &D::get<int>;
    int (D::*pdg)() const = &D::get<int>;
    printf("get<int>() = %d through B, %d through D; twice<int>(21) = %d\n", (d.*pg)(),
           (d.*pdg)(), through_parameter(d));
    const B* pb = &d;
    out[0] = (pb->*&B::get<float>)();
}

int main() {
    float* out;
    cudaMallocManaged(&out, sizeof(float));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("get<float>() = %.1f\n", out[0]);
    cudaFree(out);
    return 0;
}
