// corpus: structured bindings declared `const auto` or `const auto&`, or bound by reference to
// a `const` object (a range-for's `const auto&` element too), name `const` objects: overloads,
// deduction and `decltype` see it; `auto [a, b]` of a `const` object copies it into one that
// is not
#include <cstdio>
#include <type_traits>

struct Pt { int x, y; };
__host__ __device__ int which(int&) { return 1; }
__host__ __device__ int which(const int&) { return 2; }
template <class T> __host__ __device__ int deduced(T&) { return std::is_const<T>::value ? 20 : 10; }

__host__ __device__ void run(int* out) {
    int j = 0;
    Pt p{1, 2};
    const auto& [rx, ry] = p;
    out[j++] = which(rx) + deduced(ry);
    int a[2] = {1, 2};
    const auto [ax, ay] = a;
    out[j++] = which(ax) * 10 + std::is_const<decltype(ax)>::value;
    Pt ps[2] = {{1, 2}, {3, 4}};
    int s = 0;
    for (const auto& [x, y] : ps) s = s * 10 + which(x);
    for (auto& [x, y] : ps) s = s * 10 + which(y);
    out[j++] = s;
    const Pt c{5, 6};
    auto& [u, v] = c;
    auto [m, n] = c;
    out[j++] = which(u) * 10 + which(m);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    run(host);
    printf("%d %d %d %d\n%d %d %d %d\n", out[0], out[1], out[2], out[3], host[0], host[1], host[2],
           host[3]);
    cudaFree(out);
    return 0;
}
