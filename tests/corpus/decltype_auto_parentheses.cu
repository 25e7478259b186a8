// decltype(auto) keeps what decltype sees: a parenthesized name or member returned or used as an
// initializer is an lvalue, so the result is a reference to it; a plain name gives its type.
#include <cstdio>
#include <type_traits>

__device__ int global_value = 5;
struct Cell {
    int value;
    __device__ decltype(auto) ref() { return (value); }
    __device__ decltype(auto) copy() { return value; }
};

__device__ decltype(auto) global_ref() { return (global_value); }
__device__ decltype(auto) global_copy() { return global_value; }

__global__ void kernel(int *out) {
    global_ref() = 42;
    out[0] = global_value;
    out[1] = std::is_reference<decltype(global_ref())>::value * 10 +
             std::is_reference<decltype(global_copy())>::value;

    int x = 1;
    Cell cell{2};
    decltype(auto) r = (x);
    r = 9;
    decltype(auto) v = x;
    v = 10;
    decltype(auto) member = (cell.value);
    member += 20;
    cell.ref() *= 2;
    cell.copy();
    auto lambda = [&]() -> decltype(auto) { return (x); };
    lambda() += 100;
    out[2] = x;
    out[3] = cell.value;
    out[4] = std::is_reference<decltype(r)>::value * 10 + std::is_reference<decltype(v)>::value;
}

int main() {
    int *out, h[5];
    cudaMalloc(&out, sizeof h);
    kernel<<<1, 1>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("global %d (reference? %02d), x %d, cell %d (reference? %02d)\n", h[0], h[1], h[2],
           h[3], h[4]);
    return 0;
}
