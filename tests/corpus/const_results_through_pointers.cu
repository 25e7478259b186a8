// corpus: calls through pointers to functions and member functions returning a reference to const, and members of a cast to a reference to const, keep the const (decltype, overloads)
#include <cstdio>
#include <type_traits>

struct Counter {
    int value;
    __device__ const int& peek() const { return value; }
    __device__ int& slot() { return value; }
};

__device__ int shared_total = 40;
__device__ const int& total() { return shared_total; }

__device__ int which(int&) { return 1; }
__device__ int which(const int&) { return 2; }

__global__ void k(int* out) {
    Counter c{7};
    const int& (Counter::*peek)() const = &Counter::peek;
    int& (Counter::*slot)() = &Counter::slot;
    const int& (*read)() = &total;
    static_assert(std::is_same<decltype((c.*peek)()), const int&>::value, "peek");
    static_assert(std::is_same<decltype((c.*slot)()), int&>::value, "slot");
    static_assert(std::is_same<decltype(read()), const int&>::value, "read");
    Counter* p = &c;
    static_assert(std::is_same<decltype((p->*peek)()), const int&>::value, "arrow");
    int Counter::*field = &Counter::value;
    static_assert(std::is_same<decltype(((const Counter&)c).*field), const int&>::value, "cast");
    (c.*slot)() += 5;
    out[0] = (c.*peek)();
    out[1] = (p->*peek)() + read();
    out[2] = which((c.*peek)()) * 10 + which((c.*slot)());
    out[3] = which(read());
}

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    k<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    return 0;
}
