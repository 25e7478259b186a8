// corpus: a null pointer constant or a derived class's pointer binds a reference to a const pointer through a temporary (g(nullptr) of g(int* const&), std::less<const int*>), and is_constructible of scalars answers as direct-initialization does (no int to pointer)
#include <cstdio>
#include <functional>
#include <type_traits>

struct Base {
    int b;
};
struct Derived : Base {
    int d;
};
enum Plain { zero };
struct Explicit {
    __host__ __device__ explicit operator int() const { return 1; }
};

__host__ __device__ int is_null(int* const& p) { return p == nullptr; }
__host__ __device__ int base_value(const Base* const& p) { return p->b; }
__host__ __device__ int not_null(const void* const& p) { return p != nullptr; }

__host__ __device__ void run(int* out)
{
    Derived d;
    d.b = 5;
    int x = 0;
    out[0] = is_null(nullptr) + 2 * is_null(0) + 4 * is_null(&x);
    out[1] = base_value(&d) * 10 + not_null(&x);
    out[2] = std::less<const int*>()(nullptr, &x);
    out[3] = std::is_constructible<int, double>::value + 2 * std::is_constructible<int*, int>::value
             + 4 * std::is_constructible<int*, decltype(nullptr)>::value + 8 * std::is_constructible<Plain, int>::value
             + 16 * std::is_constructible<int, Plain>::value + 32 * std::is_constructible<int, Explicit>::value
             + 64 * std::is_constructible<bool, int*>::value;
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    const int n = 4;
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
