// corpus: a lambda inside a lambda whose call operator is not mutable copies the enclosing lambda's captures with the variables' own types, so a mutable inner lambda may change its copies
#include <cstdio>

__host__ __device__ void run(int* out)
{
    int x = 5;
    int y = 1;
    auto named = [x] { return [x]() mutable { x += 1; return x; }; };
    auto f = named();
    f();
    out[0] = f() * 10 + x;
    auto defaulted = [x, y] { return [=]() mutable { y += x; return [&] { return y; }(); }; };
    auto g = defaulted();
    g();
    out[1] = g() * 10 + y;
    auto initialized = [z = x * 2] { return [z]() mutable { return ++z; }; }();
    out[2] = initialized() + initialized();
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
