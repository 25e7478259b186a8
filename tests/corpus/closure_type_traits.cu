// corpus: a lambda's closure type is copyable but neither default-constructible nor copy-assignable before C++20 (this program's C++17); its copies call alike
#include <cstdio>
#include <type_traits>

__host__ __device__ void run(int* out, int n)
{
    auto none = [](int x) { return x + 1; };
    auto some = [n](int x) { return x + n; };
    using None = decltype(none);
    using Some = decltype(some);
    out[0] = std::is_default_constructible<None>::value * 10 + std::is_default_constructible<Some>::value;
    out[1] = std::is_copy_assignable<None>::value * 10 + std::is_copy_assignable<Some>::value;
    out[2] = std::is_copy_constructible<Some>::value * 10 + std::is_move_constructible<None>::value;
    auto copy = some;
    out[3] = copy(1) * 10 + none(1);
}

__global__ void kernel(int* out, int n) { run(out, n); }

int main()
{
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out, 5);
    cudaDeviceSynchronize();
    int host[4];
    run(host, 5);
    printf("%d %d %d %d\n%d %d %d %d\n", out[0], out[1], out[2], out[3], host[0], host[1], host[2],
           host[3]);
    cudaFree(out);
    return 0;
}
