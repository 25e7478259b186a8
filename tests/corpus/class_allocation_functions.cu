#include <cstdio>
#include <new>
struct Pool {
    int v;
    __device__ Pool(int x) : v(x) {}
    __device__ static void* operator new(size_t n) { printf("Pool new %d\n", (int)n); return malloc(n); }
    __device__ static void operator delete(void* p) { printf("Pool delete\n"); free(p); }
    __device__ static void* operator new[](size_t n) { printf("Pool new[] %d\n", (int)n); return malloc(n); }
    __device__ static void operator delete[](void* p) { printf("Pool delete[]\n"); free(p); }
};
struct Derived : Pool { int w; __device__ Derived() : Pool(7), w(8) {} };
struct Tracked {
    int v;
    __device__ ~Tracked() { printf("~Tracked %d\n", v); }
    __device__ void* operator new[](size_t n) { printf("Tracked new[] %d\n", (int)n); return malloc(n); }
    __device__ void operator delete[](void* p) { printf("Tracked delete[]\n"); free(p); }
};
__global__ void k()
{
    Pool* p = new Pool(3);
    printf("v=%d\n", p->v);
    delete p;
    Pool* g = ::new Pool(4);
    printf("global v=%d\n", g->v);
    ::delete g;
    Derived* d = new Derived;
    printf("derived %d %d\n", d->v, d->w);
    delete d;
    Tracked* t = new Tracked[2]{{1}, {2}};
    delete[] t;
    int* plain = new int[3];
    delete[] plain;
}
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }
