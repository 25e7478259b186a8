// corpus: the names a using-directive nominates are found as if declared in the nearest
// namespace enclosing both the directive and the nominated namespace: in a block they join
// the global overloads instead of hiding them, and in a nested namespace they stand beside
// the enclosing namespace's own
#include <cstdio>

__host__ __device__ int pick(int) { return 1; }
namespace extra {
__host__ __device__ int pick(long) { return 2; }
__host__ __device__ int pick(double) { return 3; }
__host__ __device__ int only() { return 4; }
}
namespace outer {
__host__ __device__ int pick(int) { return 5; }
namespace inner {
using namespace extra;
__host__ __device__ int choose() { return pick(1) * 10 + pick(1.0); }
}
}

__host__ __device__ void run(int* out) {
    int j = 0;
    {
        using namespace extra;
        out[j++] = pick(1);
        out[j++] = pick(1L);
        out[j++] = pick(1.0);
        out[j++] = only();
    }
    out[j++] = outer::inner::choose();
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[5];
    run(host);
    for (int k = 0; k < 5; ++k) printf("%d%s", out[k], k == 4 ? "\n" : " ");
    for (int k = 0; k < 5; ++k) printf("%d%s", host[k], k == 4 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
