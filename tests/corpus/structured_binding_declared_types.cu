// corpus: what decltype answers for structured bindings: a tuple-like object's elements of reference type are references (and write through), an aggregate's const members are const, others as declared
#include <cstdio>
#include <tuple>
#include <type_traits>

struct Sample {
    int id;
    const int limit;
    float weight;
};

__host__ __device__ void run(int* out)
{
    int x = 4;
    std::tuple<int, int&> pair{1, x};
    auto [a, b] = pair;
    b = 9;
    out[0] = x;
    out[1] = std::is_same<decltype(a), int>::value * 10 + std::is_same<decltype(b), int&>::value;
    auto& [c, d] = pair;
    out[2] = std::is_same<decltype(c), int>::value * 10 + std::is_same<decltype(d), int&>::value;
    Sample s{7, 8, 0.5f};
    auto [id, limit, weight] = s;
    out[3] = std::is_same<decltype(id), int>::value * 100 +
             std::is_same<decltype(limit), const int>::value * 10 +
             std::is_same<decltype(weight), float>::value;
    out[4] = id + limit;
    const auto [cid, climit, cweight] = s;
    out[5] = std::is_same<decltype(cid), const int>::value + (int)(cweight * 2) + climit;
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    const int n = 6;
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
