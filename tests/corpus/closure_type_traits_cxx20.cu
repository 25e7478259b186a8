// corpus: under C++20 a lambda that writes no capture has a default constructor and a copy assignment; one with a capture, or a capture default that captures nothing, has neither
#include <cstdio>
#include <type_traits>

__host__ __device__ void run(int* out, int n)
{
    auto none = [](int x) { return x + 1; };
    auto some = [n](int x) { return x + n; };
    auto by_default = [=](int x) { return x * 2; };
    using None = decltype(none);
    using Some = decltype(some);
    using Default = decltype(by_default);
    out[0] = std::is_default_constructible<None>::value * 100 +
             std::is_default_constructible<Some>::value * 10 +
             std::is_default_constructible<Default>::value;
    out[1] = std::is_copy_assignable<None>::value * 100 + std::is_copy_assignable<Some>::value * 10 +
             std::is_copy_assignable<Default>::value;
    None made;   // C++20: a closure without captures is default-constructible
    None copy = made;
    copy = none; // and assignable
    out[2] = copy(4) * 100 + some(1) * 10 + by_default(2);
}

__global__ void kernel(int* out, int n) { run(out, n); }

int main()
{
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out, 5);
    cudaDeviceSynchronize();
    int host[3];
    run(host, 5);
    printf("%d %d %d\n%d %d %d\n", out[0], out[1], out[2], host[0], host[1], host[2]);
    cudaFree(out);
    return 0;
}
