// corpus: reference types that only deduction shows: a cast to `decltype(r)` of a reference
// (static, C-style and functional casts, an alias, a forwarding lambda's
// `static_cast<decltype(x)&&>(x)`), `decltype` of a range-for variable over an array, and a
// function or lambda returning `auto&&`, which refers to an lvalue it returns
#include <cstdio>

__host__ __device__ int category(int&) { return 1; }
__host__ __device__ int category(int&&) { return 2; }

using Ref = int&;
template <class T>
__host__ __device__ int through_parameter(T&& x) { return category(T(x)); }
__host__ __device__ auto&& pick(int& x) { return x; }
__host__ __device__ auto&& moved(int& x) { return static_cast<int&&>(x); }

__host__ __device__ void run(int* out) {
    int j = 0;
    int v = 4;
    int& rv = v;
    static_cast<decltype(rv)>(v) = 5;
    out[j++] = v;
    (decltype(rv))v = 6;
    out[j++] = v;
    out[j++] = category(decltype(rv)(v));
    out[j++] = category(Ref(v));
    out[j++] = category(static_cast<Ref>(v));
    out[j++] = through_parameter(v);
    auto forward = [](auto&& x) { return category(static_cast<decltype(x)&&>(x)); };
    out[j++] = forward(v) * 10 + forward(7);
    int cells[2] = {1, 2};
    for (auto&& e : cells) {
        decltype(e) same = e;
        same += 10;
        out[j++] = category(static_cast<decltype(e)&&>(e));
    }
    out[j++] = cells[0] * 100 + cells[1];
    pick(v) = 9;
    out[j++] = v * 10 + category(pick(v));
    out[j++] = category(moved(v));
    auto last = [&cells]() -> auto&& { return cells[1]; };
    last() = 30;
    out[j++] = cells[1];
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 13 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[13];
    run(host);
    for (int k = 0; k < 13; ++k) printf("%d%s", out[k], k == 12 ? "\n" : " ");
    for (int k = 0; k < 13; ++k) printf("%d%s", host[k], k == 12 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
