// How long temporaries live, logged constructor by destructor and compared with the host
// compiler's build of the same code: the array behind an `std::initializer_list` lives as long
// as the list a declaration keeps (a local, `auto xs = {...}`, a range-for's range) and ends
// with its full-expression where the list is an argument; a braced temporary array bound to a
// reference, and temporaries a braced list binds to reference members of a declared object
// (nested too), live as long as it; those of a temporary object end with their expression.
#include <cstdio>
#include <initializer_list>

struct Log {
    int n;
    int v[64];
    __host__ __device__ void add(int x) { if (n < 64) v[n++] = x; }
};

struct T {
    int id;
    Log* log;
    __host__ __device__ T(int i, Log* l) : id(i), log(l) { log->add(id); }
    __host__ __device__ T(const T& o) : id(o.id + 100), log(o.log) { log->add(id); }
    __host__ __device__ ~T() { log->add(-id); }
};

struct Hold { const T& r; int k; };
struct Outer { Hold h; int z; };

__host__ __device__ int sum(std::initializer_list<T> xs) {
    int s = 0;
    for (const T& x : xs) s += x.id;
    return s;
}
__host__ __device__ int peek(const Hold& h) { return h.r.id; }

__host__ __device__ void run(Log* log) {
    {
        std::initializer_list<T> il = {T(1, log), T(2, log)};
        log->add(1000 + (int)il.size());
    }
    log->add(999);
    {
        auto xs = {T(3, log), T(4, log)};
        log->add(1000 + (int)xs.size());
    }
    log->add(999);
    for (const T& x : {T(5, log), T(6, log)}) log->add(2000 + x.id);
    log->add(999);
    log->add(3000 + sum({T(7, log), T(8, log)}));
    log->add(999);
    {
        const T (&r)[2] = {T(9, log), T(10, log)};
        log->add(4000 + r[1].id);
    }
    log->add(999);
    {
        Hold h{T(11, log), 1};
        log->add(5000 + h.r.id);
        Hold g = {T(12, log), 2};
        log->add(5000 + g.r.id);
        Outer o{{T(13, log), 3}, 4};
        log->add(5000 + o.h.r.id);
    }
    log->add(999);
    {
        log->add(6000 + peek(Hold{T(14, log), 5}));
        int k = peek(Hold{T(15, log), 6});
        log->add(6000 + k);
    }
    log->add(999);
}

__global__ void kernel(Log* log) { run(log); }

int main() {
    Log host{};
    run(&host);
    Log* d;
    cudaMallocManaged(&d, sizeof(Log));
    d->n = 0;
    kernel<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    bool same = host.n == d->n;
    for (int i = 0; i < host.n && same; ++i) same = host.v[i] == d->v[i];
    printf("%s\n", same ? "SAME" : "DIFF");
    for (int i = 0; i < host.n; ++i) printf("%d ", host.v[i]);
    printf("\n");
    for (int i = 0; i < d->n; ++i) printf("%d ", d->v[i]);
    printf("\n");
}
