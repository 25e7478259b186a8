// corpus: cg::reduce over tiles with every standard operator and several types, plus a lambda op and a
// user functor; block-wide result from the tile results.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

struct AbsMax {
    __device__ int operator()(int a, int b) const { return abs(a) != abs(b) ? (abs(a) > abs(b) ? a : b) : (a > b ? a : b); }
};

template <unsigned N>
__global__ void reductions(const int *in, const double *din, int *out_i, unsigned *out_u, long long *out_ll, float *out_f, double *out_d)
{
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<N>(block);
    unsigned r = block.thread_rank();
    int x = in[r];
    unsigned u = (unsigned)x * 2654435761u;
    int *oi = out_i + r * 5;
    oi[0] = cg::reduce(tile, x, cg::plus<int>());
    oi[1] = cg::reduce(tile, x, cg::less<int>());
    oi[2] = cg::reduce(tile, x, cg::greater<int>());
    oi[3] = cg::reduce(tile, x, AbsMax());
    oi[4] = cg::reduce(tile, x + 100, [](int a, int b) { return (int)(((unsigned)a * (unsigned)b) & 0xffffu); });
    unsigned *ou = out_u + r * 3;
    ou[0] = cg::reduce(tile, u, cg::bit_and<unsigned>());
    ou[1] = cg::reduce(tile, u, cg::bit_or<unsigned>());
    ou[2] = cg::reduce(tile, u, cg::bit_xor<unsigned>());
    long long big = (long long)x * 1000000007LL;
    out_ll[r * 2] = cg::reduce(tile, big, cg::plus<long long>());
    out_ll[r * 2 + 1] = cg::reduce(tile, big, cg::greater<long long>());
    float f = x * 0.5f;
    out_f[r] = cg::reduce(tile, f, cg::plus<float>());
    double d = din[r];
    out_d[r * 2] = cg::reduce(tile, d, cg::plus<double>());
    out_d[r * 2 + 1] = cg::reduce(tile, d, cg::less<double>());
}

template <unsigned N>
void run(const int *di, const double *dd, int T)
{
    int *oi; unsigned *ou; long long *oll; float *of; double *od;
    cudaMalloc(&oi, T * 5 * 4); cudaMalloc(&ou, T * 3 * 4); cudaMalloc(&oll, T * 16); cudaMalloc(&of, T * 4); cudaMalloc(&od, T * 16);
    reductions<N><<<1, T>>>(di, dd, oi, ou, oll, of, od);
    int *hi = new int[T * 5]; unsigned *hu = new unsigned[T * 3]; long long *hll = new long long[T * 2]; float *hf = new float[T]; double *hd = new double[T * 2];
    cudaMemcpy(hi, oi, T * 20, cudaMemcpyDeviceToHost);
    cudaMemcpy(hu, ou, T * 12, cudaMemcpyDeviceToHost);
    cudaMemcpy(hll, oll, T * 16, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, of, T * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, od, T * 16, cudaMemcpyDeviceToHost);
    printf("== tile %u ==\n", N);
    for (int r = 0; r < T; r += N) {
        // every member must agree
        int agree = 1;
        for (unsigned k = 1; k < N; ++k) {
            agree &= hi[(r + k) * 5] == hi[r * 5] && hi[(r + k) * 5 + 1] == hi[r * 5 + 1] && hu[(r + k) * 3 + 2] == hu[r * 3 + 2] && hll[(r + k) * 2] == hll[r * 2] && hf[r + k] == hf[r] && hd[(r + k) * 2] == hd[r * 2];
        }
        printf("t%2u sum=%d min=%d max=%d absmax=%d lam=%d and=%08x or=%08x xor=%08x llsum=%lld llmax=%lld f=%.4f d=%.17g dmin=%.6f agree=%d\n", r / N,
               hi[r * 5], hi[r * 5 + 1], hi[r * 5 + 2], hi[r * 5 + 3], hi[r * 5 + 4], hu[r * 3], hu[r * 3 + 1], hu[r * 3 + 2], hll[r * 2], hll[r * 2 + 1], hf[r], hd[r * 2], hd[r * 2 + 1], agree);
    }
    cudaFree(oi); cudaFree(ou); cudaFree(oll); cudaFree(of); cudaFree(od);
}

int main()
{
    const int T = 64;
    int h[T]; double hd[T];
    for (int i = 0; i < T; ++i) { h[i] = (i * 53) % 61 - 30; hd[i] = 1.0 / (i + 1); }
    int *di; double *dd;
    cudaMalloc(&di, T * 4); cudaMalloc(&dd, T * 8);
    cudaMemcpy(di, h, T * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, hd, T * 8, cudaMemcpyHostToDevice);
    run<32>(di, dd, T);
    run<16>(di, dd, T);
    run<8>(di, dd, T);
    run<4>(di, dd, T);
    run<2>(di, dd, T);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
