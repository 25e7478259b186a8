// corpus: `__device__`, `__constant__` and `__managed__` variables declared `extern` in a namespace and
// defined outside it with qualified names (`__constant__ float cfg::weights[3] = {...};`), as
// a header and its source file often split them: kernels read and write them, and the host
// reaches them through the symbol API. (Built with -rdc=true: without it, nvcc 13.0 takes the
// `extern` declarations for definitions and reports a redefinition.)
#include <cstdio>

namespace cfg {
extern __device__ int offset;
extern __constant__ float weights[3];
extern __managed__ int hits;
namespace stats {
extern __device__ int calls;
}
}  // namespace cfg

__device__ int cfg::offset = 5;
__constant__ float cfg::weights[3] = {0.5f, 1.5f, 2.0f};
__device__ int cfg::stats::calls = 10;
__managed__ int cfg::hits = 100;

__global__ void weigh(float* out) {
    int i = threadIdx.x;
    out[i] = cfg::weights[i] * (i + cfg::offset);
    atomicAdd(&cfg::stats::calls, 1);
    atomicAdd(&cfg::hits, i);
}

int main() {
    float* out;
    cudaMallocManaged(&out, 3 * sizeof(float));
    weigh<<<1, 3>>>(out);
    cudaDeviceSynchronize();
    float w[3];
    int offset = 0, calls = 0;
    cudaMemcpyFromSymbol(w, cfg::weights, sizeof w);
    cudaMemcpyFromSymbol(&offset, cfg::offset, sizeof offset);
    cudaMemcpyFromSymbol(&calls, cfg::stats::calls, sizeof calls);
    printf("out %g %g %g\n", out[0], out[1], out[2]);
    printf("weights %g %g %g, offset %d, calls %d\n", w[0], w[1], w[2], offset, calls);
    cfg::hits += 1000;
    int* hits = &cfg::hits;
    weigh<<<1, 3>>>(out);
    cudaDeviceSynchronize();
    printf("hits %d, through its address %d\n", cfg::hits, *hits);
    cudaFree(out);
    return 0;
}
