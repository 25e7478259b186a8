// corpus: make_tuple and make_pair make a reference of a std::ref argument (tuple<int&>, pair<int&, int>) and forward the others (a move-only value moves in)
#include <cstdio>
#include <functional>
#include <tuple>
#include <type_traits>
#include <utility>

struct MoveOnly {
    int v;
    __host__ __device__ explicit MoveOnly(int x) : v(x) {}
    MoveOnly(const MoveOnly&) = delete;
    __host__ __device__ MoveOnly(MoveOnly&& o) : v(o.v) { o.v = -1; }
};

__host__ __device__ void run(int* out)
{
    int q = 5;
    out[0] = std::is_same<decltype(std::make_tuple(std::ref(q), 1.0)), std::tuple<int&, double>>::value
             + 2 * std::is_same<decltype(std::make_pair(std::cref(q), 1)), std::pair<const int&, int>>::value;
    auto t = std::make_tuple(std::ref(q), 2);
    std::get<0>(t) = 9;
    auto p = std::make_pair(std::ref(q), 3);
    p.first += 1;
    out[1] = q;
    MoveOnly m(7);
    auto moved = std::make_tuple(std::move(m), 4);
    out[2] = std::get<0>(moved).v * 10 + (m.v < 0);
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    const int n = 3;
    int* d;
    cudaMalloc(&d, n * sizeof(int));
    kernel<<<1, 1>>>(d);
    int dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %d host %d\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
