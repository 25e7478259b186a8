// corpus: std::bind with placeholders, nested bind expressions and std::ref, std::mem_fn, std::not_fn and std::identity in device code; a span's reverse iterators and its bytes
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
    using namespace std::placeholders;
    auto twice_plus = std::bind(affine, 2, _1, _2);
    out[0] = twice_plus(10, 3);
    auto swapped = std::bind(affine, _2, _1, 100);
    out[1] = swapped(3, 4);
    auto nested = std::bind(affine, std::bind(affine, _1, _1, 0), 2, _2);
    out[2] = nested(5, 7);
    int counter = 0;
    auto inc = std::bind(bump, std::ref(counter), _1);
    inc(4);
    inc(5);
    out[3] = counter;
    auto less_than_10 = std::bind(std::less<int>(), _1, 10);
    out[4] = less_than_10(3) * 10 + less_than_10(12);
    Acc acc{5};
    auto add = std::mem_fn(&Acc::add);
    add(acc, 3);
    Acc* pa = &acc;
    add(pa, 2);
    auto scaled = std::mem_fn(&Acc::scaled);
    auto total = std::mem_fn(&Acc::total);
    out[5] = scaled(acc, 3) * 100 + total(acc);
    auto add_to = std::bind(&Acc::add, &acc, _1);
    out[6] = add_to(90);
    auto is_even = [](int v) { return v % 2 == 0; };
    auto is_odd = std::not_fn(is_even);
    out[7] = is_odd(3) * 10 + is_odd(4);
    const auto not_less = std::not_fn(std::less<int>());
    out[8] = not_less(2, 1) * 10 + not_less(1, 2);
    std::identity id;
    int x = 41;
    id(x) += 1;
    out[9] = x + std::is_placeholder<decltype(_3)>::value * 1000 + std::is_bind_expression<decltype(nested)>::value * 100;
    int data[5] = {1, 2, 3, 4, 5};
    std::span<int, 5> s(data);
    long long rev = 0;
    for (auto it = s.rbegin(); it != s.rend(); ++it) rev = rev * 10 + *it;
    out[10] = rev;
    std::span<int> dyn(data, 3);
    auto bytes = std::as_bytes(dyn);
    auto wbytes = std::as_writable_bytes(s);
    wbytes[4] = std::byte{9};
    out[11] = (long long)bytes.size() * 1000 + std::to_integer<int>(bytes[8]) * 100 + data[1] + decltype(wbytes)::extent;
    out[12] = *dyn.rbegin() * 10 + dyn.rend()[-1];
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 13;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
