// corpus: extended __device__ lambdas made in the members of a class template and wrapped by
// another member template's lambda: the kernel's type argument names classes nested in the
// template's instance (`W<int>::<lambda>` inside `W<int>::<lambda>`), which the host's name
// for the instance abbreviates
#include <cstdio>

template <typename F> __global__ void apply(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

template <typename T> struct Pipeline {
    template <typename F> static void launch_plus_one(F f, int *out) {
        apply<<<1, 4>>>([=] __device__(int i) { return f(i) + 1; }, out);
    }
    template <typename F, typename G> static void launch_composed(F f, G g, int *out) {
        apply<<<1, 4>>>([=] __device__(int i) { return g(f(i)); }, out);
    }
    static void run(int *out, T scale) {
        T m = scale;
        launch_plus_one([=] __device__(int i) { return (int)(i * m); }, out);
    }
    static void run_composed(int *out, T scale) {
        auto times = [=] __device__(int i) { return (int)(i * scale); };
        auto square = [=] __device__(int x) { return x * x; };
        launch_composed(times, square, out);
    }
};

int main() {
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    Pipeline<int>::run(d, 10);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("i * 10 + 1: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    Pipeline<float>::run(d, 2.5f);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("i * 2.5 + 1: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    Pipeline<int>::run_composed(d, 3);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("(i * 3)^2: %d %d %d %d (%s)\n", h[0], h[1], h[2], h[3],
           cudaGetErrorString(cudaGetLastError()));
    cudaFree(d);
    return 0;
}
