// A class whose only deallocation function is the sized one (`operator delete(void*, size_t)`)
// gets the object's size from `delete`, and the array's bytes, cookie included, from
// `delete[]`; a class's `operator->*` (a member template, or a free function) is called for
// `object->*member`, and `(object->*pmf)(args)` calls what it returns.
#include <cstdio>
#include <new>

__device__ unsigned long long freed_bytes;

struct Sized {
    long long a, b;
    __device__ ~Sized() {}
    __device__ static void* operator new(size_t n) { return ::operator new(n); }
    __device__ static void operator delete(void* p, size_t n) {
        freed_bytes += n;
        ::operator delete(p);
    }
    __device__ static void* operator new[](size_t n) { return ::operator new(n); }
    __device__ static void operator delete[](void* p, size_t n) {
        freed_bytes += 1000 * n;
        ::operator delete(p);
    }
};

struct Point {
    int x, y;
    __device__ int moved(int d) const { return x + d * y; }
};

struct Handle {  // a smart pointer's `->*`
    Point* p;
    template <class T>
    __device__ T& operator->*(T Point::*member) const { return p->*member; }
};

struct BoundCall {  // what a smart pointer's `->*` of a member function gives
    const Point* p;
    int (Point::*f)(int) const;
    __device__ int operator()(int d) const { return (p->*f)(d); }
};

struct Caller {
    const Point* p;
    __device__ BoundCall operator->*(int (Point::*f)(int) const) const { return {p, f}; }
};

struct Scaled {
    int factor;
};
__device__ int operator->*(const Scaled& s, int Point::*member) { return s.factor * 100 + (member == &Point::y); }

__global__ void kernel(unsigned long long* out) {
    freed_bytes = 0;
    Sized* one = new Sized{1, 2};
    delete one;
    Sized* three = new Sized[3];
    delete[] three;
    out[0] = freed_bytes;
    Point pt{4, 5};
    Handle h{&pt};
    h->*&Point::x = 40;
    out[1] = pt.x * 100 + (h->*&Point::y);
    Scaled s{7};
    out[2] = s->*&Point::y;
    Caller c{&pt};
    out[3] = (c->*&Point::moved)(3);
}

int main() {
    unsigned long long* out;
    cudaMallocManaged(&out, 4 * sizeof(unsigned long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%llu %llu %llu %llu\n", out[0], out[1], out[2], out[3]);
    cudaFree(out);
    return 0;
}
