// References that C++ binds through a class's conversion function, and `const` written on a
// reference type (ignored: `const T&` with `T = float&` is `float&`), as libc++'s tuple leaves
// and `std::ref` use them in device code.
#include <cstdio>
#include <functional>
#include <type_traits>
#include <utility>

struct Cell {
    int* p;
    __device__ operator int&() const { return *p; }
};

__device__ void add_three(int& r) { r += 3; }
__device__ Cell cell_of(int* p) { return Cell{p}; }

// A reference member initialized from a class object of another class.
struct Forwarded {
    int& r;
    template <class U>
    __device__ Forwarded(U&& u) : r(std::forward<U>(u)) {}
};
struct FromConst {
    int& r;
    __device__ FromConst(const Cell& c) : r(c) {}
};

template <class T> struct element { typedef T type; };

// A leaf holding `T`, possibly a reference, whose `get() const` returns `const T&`.
template <class T> struct leaf {
    T value;
    __device__ const typename element<T>::type& get() const { return value; }
    __device__ const T& direct() const { return value; }
};

__device__ void add(float& f, float by) { f += by; }
template <class T> __device__ void add_deduced(T& f, float by) { f += by; }

__global__ void references(int* ints, float* floats) {
    // A prvalue and an rvalue of a class converting to `int&` bind a `T&`.
    int x = 0;
    add_three(Cell{&x});
    int& r = cell_of(&x);
    r += 1;
    const int& c = Cell{&x};
    ints[0] = x;
    ints[1] = c;

    int y = 1;
    Forwarded fw(Cell{&y});
    fw.r += 5;
    int z = 1;
    FromConst fc(Cell{&z});
    fc.r += 6;
    ints[2] = y;
    ints[3] = z;

    // `std::ref` through `make_pair` and `pair`'s constructors.
    int a = 1;
    auto p = std::make_pair(std::ref(a), 3);
    p.first += 5;
    int b = 2;
    std::pair<int&, int> q(std::ref(b), 4);
    q.first += 7;
    ints[4] = a;
    ints[5] = b;

    // `const` on a reference type changes nothing.
    float f = 0;
    leaf<float&> l{f};
    add(l.get(), 1);
    add_deduced(l.get(), 2);
    l.get() += 4;
    add(l.direct(), 8);
    add_deduced(l.direct(), 16);
    l.direct() += 32;
    floats[0] = f;
    typedef float& ref;
    const ref g = f;
    g += 64;
    floats[1] = f;
    ints[6] = std::is_same<const ref, float&>::value;
    ints[7] = std::is_same<std::add_const<float&>::type, float&>::value;
}

int main() {
    int* ints;
    float* floats;
    cudaMallocManaged(&ints, 8 * sizeof(int));
    cudaMallocManaged(&floats, 2 * sizeof(float));
    references<<<1, 1>>>(ints, floats);
    cudaDeviceSynchronize();
    printf("through conversion functions: %d %d\n", ints[0], ints[1]);
    printf("reference members: %d %d\n", ints[2], ints[3]);
    printf("std::ref in pairs: %d %d\n", ints[4], ints[5]);
    printf("const on references: %g %g (same types: %d %d)\n", floats[0], floats[1], ints[6],
           ints[7]);
    cudaFree(ints);
    cudaFree(floats);
    return 0;
}
