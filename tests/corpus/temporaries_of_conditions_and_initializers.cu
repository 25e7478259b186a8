// corpus: temporaries are destroyed at the end of their full-expression where it is a
// do-while or switch condition, a constructor's base or member initializer (or a delegated
// constructor's arguments, or a default member initializer), or one array element's default
// argument; `p->Base::~Base()` runs the base's destructor only; a union's constructor that
// initializes one member runs no other member's default member initializer
#include <cstdio>
#include <new>

struct Log {
    int n = 0;
    int events[64];
    __host__ __device__ void add(int e) { if (n < 64) events[n++] = e; }
};

__host__ __device__ Log*& current() { static Log* log = nullptr; return log; }

struct T {
    int id;
    __host__ __device__ T(int i) : id(i) { current()->add(100 + id); }
    __host__ __device__ ~T() { current()->add(900 + id); }
};
__host__ __device__ int value(const T& t) { return t.id; }

struct Member {
    int a;
    int b = value(T(2));
    __host__ __device__ Member() : a(value(T(1))) { current()->add(-5); }
    __host__ __device__ Member(int) : Member() { current()->add(-6); }
};
struct Base { int v; __host__ __device__ Base(int x) : v(x) {} };
struct Derived : Base { __host__ __device__ Derived() : Base(value(T(3))) { current()->add(-7); } };
struct WithDefault { __host__ __device__ WithDefault(const T& t = T(4)) { current()->add(50 + t.id); } };

struct Shape {
    __host__ __device__ virtual ~Shape() { current()->add(-20); }
};
struct Square : Shape {
    __host__ __device__ ~Square() { current()->add(-21); }
};
struct Made { int v; __host__ __device__ Made(int x) : v(x) { current()->add(-30); } };
union Choice {
    Made m{3};
    int i;
    __host__ __device__ Choice(int x) : i(x) {}
};

__host__ __device__ void run(Log* log) {
    current() = log;
    int k = 0;
    do { log->add(k); } while (value(T(10 + k++)) < 11);
    switch (value(T(20))) {
        case 20: log->add(-1); break;
        default: log->add(-2);
    }
    { Member m; }
    { Member m(0); }
    { Derived d; }
    { WithDefault w[2]; }
    alignas(Square) unsigned char storage[sizeof(Square)];
    Square* s = new (storage) Square;
    s->Shape::~Shape();
    Choice c(7);
    log->add(c.i);
}

__global__ void kernel(Log* log) { run(log); }

int main() {
    Log* log;
    cudaMallocManaged(&log, sizeof(Log));
    new (log) Log;
    kernel<<<1, 1>>>(log);
    cudaDeviceSynchronize();
    Log host;
    run(&host);
    for (int i = 0; i < log->n; ++i) printf("%d%s", log->events[i], i + 1 == log->n ? "\n" : " ");
    for (int i = 0; i < host.n; ++i) printf("%d%s", host.events[i], i + 1 == host.n ? "\n" : " ");
    cudaFree(log);
    return 0;
}
