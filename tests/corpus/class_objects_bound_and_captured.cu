// corpus: an object that a tuple-like class's get<I>() returns by value lives as long as the
// structured binding's name and is destroyed with it; a lambda capturing an array of class
// objects by copy copies each element with its copy constructor
#include <cstdio>
#include <utility>

struct Log {
    int n = 0;
    int events[32];
    __host__ __device__ void add(int e) { if (n < 32) events[n++] = e; }
};
__host__ __device__ Log*& current() { static Log* log = nullptr; return log; }

struct T {
    int id;
    __host__ __device__ T(int i) : id(i) { current()->add(100 + id); }
    __host__ __device__ T(const T& o) : id(o.id + 10) { current()->add(200 + id); }
    __host__ __device__ ~T() { current()->add(900 + id); }
};
struct Pair { int a, b; };
namespace std {
template <> struct tuple_size<Pair> : integral_constant<size_t, 2> {};
template <size_t I> struct tuple_element<I, Pair> { using type = T; };
}
template <std::size_t I> __host__ __device__ T get(const Pair& p) { return T(I == 0 ? p.a : p.b); }

__host__ __device__ void run(Log* log) {
    current() = log;
    {
        auto [x, y] = Pair{1, 2};
        log->add(x.id + y.id);
    }
    log->add(-1);
    {
        T items[2] = {T(3), T(4)};
        auto sum = [items] { return items[0].id + items[1].id; };
        log->add(sum());
    }
    log->add(-2);
}

__global__ void kernel(Log* log) { run(log); }

int main() {
    Log* log;
    cudaMallocManaged(&log, sizeof(Log));
    log->n = 0;
    kernel<<<1, 1>>>(log);
    cudaDeviceSynchronize();
    Log host;
    run(&host);
    for (int i = 0; i < log->n; ++i) printf("%d%s", log->events[i], i + 1 == log->n ? "\n" : " ");
    for (int i = 0; i < host.n; ++i) printf("%d%s", host.events[i], i + 1 == host.n ? "\n" : " ");
    cudaFree(log);
    return 0;
}
