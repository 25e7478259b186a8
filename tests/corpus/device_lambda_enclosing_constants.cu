// corpus: a lambda written in device code reads its enclosing function's constants in constant expressions (array bounds, template arguments) whether it captures them by copy, by reference or not at all, nested lambdas too; an init-capture of the same name hides the constant
#include <cstdio>

template <int K>
struct Box {
    static constexpr int v = K;
};

template <typename T>
__global__ void k(T* out) {
    constexpr int N = 3;
    const int M = sizeof(T);
    int n = threadIdx.x;
    auto plain = [](int x) {
        int a[N];
        for (int i = 0; i < N; ++i) a[i] = x + i;
        return a[N - 1];
    };
    auto by_value = [=](auto x) {
        T a[N];
        for (int i = 0; i < N; ++i) a[i] = x * i;
        return a[N - 1] + Box<M>::v + n;
    };
    auto by_reference = [&]() {
        int c[M];
        c[M - 1] = N;
        return c[M - 1];
    };
    auto nested = [] {
        return [] {
            int d[N * 2];
            d[5] = N;
            return d[5] + Box<N>::v;
        }();
    };
    auto hidden = [N = n + 10] { return N; };
    out[n] = plain(n) * 1000 + by_value((T)2) * 100 + by_reference() * 10 + nested() + hidden();
}

int main() {
    int* d;
    cudaMalloc(&d, 2 * sizeof(int));
    k<int><<<1, 2>>>(d);
    int r[2];
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d %d\n", r[0], r[1]);
    cudaFree(d);
    return 0;
}
