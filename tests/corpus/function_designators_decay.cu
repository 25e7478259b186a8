// corpus: a function designator decays to a pointer where a value is needed: `+f` is the
// function's address (also `+declval<F&>()` in a default template argument, which overload
// resolution weighs against another overload), and it compares with `nullptr`; a function
// lvalue a call returns converts to a pointer to the function
#include <cstdio>
#include <utility>

template <class T, class = decltype(+std::declval<T>())>
__host__ __device__ int promotes(int) { return 1; }
template <class T>
__host__ __device__ int promotes(long) { return 2; }

template <class T, class = decltype(std::declval<T>() == nullptr)>
__host__ __device__ int compares_with_null(int) { return 1; }
template <class T>
__host__ __device__ int compares_with_null(long) { return 2; }

template <class T, class To>
__host__ __device__ To converted(T&& from) { return from; }
template <class From, class To, class = decltype(converted<From, To>(std::declval<From>()))>
__host__ __device__ int converts(int) { return 1; }
template <class From, class To>
__host__ __device__ int converts(long) { return 2; }

struct Empty {};

__host__ __device__ int twice(int x) { return 2 * x; }
__host__ __device__ int thrice(int x) { return 3 * x; }

__host__ __device__ void run(int* out, int which) {
    int j = 0;
    out[j++] = promotes<int (&)(int)>(0);
    out[j++] = promotes<int(int)>(0);
    out[j++] = promotes<Empty>(0);
    out[j++] = compares_with_null<int (&)(int)>(0);
    out[j++] = compares_with_null<int>(0);
    auto p = +twice;
    int (*q)(int) = which ? +thrice : p;
    out[j++] = p(5) + q(7);
    out[j++] = (+twice == &twice) + (+twice != nullptr) * 10;
    out[j++] = converts<int (&)(int), int (*)(int)>(0) * 10 + converts<int (&)(int), int>(0);
}

__global__ void kernel(int* out) { run(out, 1); }

int main() {
    int* out;
    cudaMallocManaged(&out, 8 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[8];
    run(host, 1);
    for (int i = 0; i < 8; ++i) printf("%d: %d (host %d)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
