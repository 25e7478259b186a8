// corpus: Generic lambdas returned from generic lambdas (currying, compose): each auto parameter takes its own call's type, not the enclosing lambda's
#include <cstdio>

struct Increment {
    __device__ int operator()(int v) const { return v + 1; }
};

__global__ void curry(int *o)
{
    auto outer = [](auto a) { return [=](auto b) { return (int)sizeof(b) * 100 + (int)sizeof(a); }; };
    o[0] = outer('c')(2.0);
    o[1] = outer(2.0)('c');
    auto add = [](auto x) { return [=](auto y) { return [=](auto z) { return x + y + z; }; }; };
    o[2] = (int)(add(1)(2.5f)(0.25) * 100);
    auto compose = [](auto f, auto g) { return [=](auto x) { return f(g(x)); }; };
    auto twice = compose(Increment(), Increment());
    o[3] = twice(9);
    auto scale = compose([](double v) { return v * 3; }, Increment());
    o[4] = (int)scale(4);
}

int main()
{
    int *d, h[5];
    cudaMalloc(&d, sizeof(h));
    curry<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
    cudaFree(d);
    return 0;
}
