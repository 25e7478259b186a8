// corpus: std::bind with nested bind expressions and std::ref, std::mem_fn, std::not_fn and std::identity in device code (C++20, --expt-relaxed-constexpr: nvcc's device code cannot name the host library's placeholders `_1`...); a span's reverse iterators, and its bytes on the host
#include <cstddef>
#include <cstdio>
#include <functional>
#include <span>

struct Acc {
    int total;
    __host__ __device__ int add(int v)
    {
        total += v;
        return total;
    }
    __host__ __device__ int scaled(int k) const { return total * k; }
};

__host__ __device__ int affine(int a, int x, int b) { return a * x + b; }
__host__ __device__ void bump(int& counter, int by) { counter += by; }

__host__ __device__ void run(long long* out)
{
    auto bound = std::bind(affine, 2, 10, 3);
    out[0] = bound();
    auto nested = std::bind(affine, std::bind(affine, 5, 5, 0), 2, 7);
    out[1] = nested();
    int counter = 0;
    auto inc = std::bind(bump, std::ref(counter), 4);
    inc();
    inc();
    std::bind(bump, std::ref(counter), 1)();
    out[2] = counter + std::is_bind_expression<decltype(nested)>::value * 100;
    out[3] = std::bind(std::less<int>(), 3, 10)() * 10 + std::bind(std::less<int>(), 12, 10)();
    Acc acc{5};
    auto add = std::mem_fn(&Acc::add);
    add(acc, 3);
    Acc* pa = &acc;
    add(pa, 2);
    auto scaled = std::mem_fn(&Acc::scaled);
    auto total = std::mem_fn(&Acc::total);
    out[4] = scaled(acc, 3) * 100 + total(acc);
    out[5] = std::bind(&Acc::add, &acc, 90)();
    auto is_even = [](int v) { return v % 2 == 0; };
    auto is_odd = std::not_fn(is_even);
    out[6] = is_odd(3) * 10 + is_odd(4);
    const auto not_less = std::not_fn(std::less<int>());
    out[7] = not_less(2, 1) * 10 + not_less(1, 2);
    std::identity id;
    int x = 41;
    id(x) += 1;
    out[8] = x;
    int data[5] = {1, 2, 3, 4, 5};
    std::span<int, 5> s(data);
    long long rev = 0;
    for (auto it = s.rbegin(); it != s.rend(); ++it) rev = rev * 10 + *it;
    out[9] = rev;
    std::span<int> dyn(data, 3);
    out[10] = *dyn.rbegin() * 10 + dyn.rend()[-1];
}

/* The bytes of a span: host functions in the host's library. */
void bytes_on_host()
{
    int data[3] = {1, 2, 3};
    std::span<int> dyn(data, 3);
    auto bytes = std::as_bytes(dyn);
    auto wbytes = std::as_writable_bytes(dyn);
    wbytes[4] = std::byte{9};
    printf("bytes %zu, byte 8 is %d, data[1] %d\n", bytes.size(), std::to_integer<int>(bytes[8]), data[1]);
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 11;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    bytes_on_host();
    cudaFree(d);
    return 0;
}
