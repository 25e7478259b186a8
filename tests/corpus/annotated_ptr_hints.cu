// corpus: <cuda/annotated_ptr>: annotated_ptrs of static and dynamic access properties read and written through *, [], ->, their difference, conversions between them, associate_access_property, apply_access_property, discard_memory and memcpy_async from an annotated_ptr, in device and host code
#include <cstdio>
#include <cuda/annotated_ptr>
#include <cuda/barrier>
#include <cooperative_groups.h>

struct Pair {
    int a, b;
};

// Works with raw pointers and annotated_ptrs alike.
template <class In, class Out>
__global__ void axpb(In x, Out y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = 3 * x[i] + 1;
}

__global__ void features(int *g, Pair *pairs, int *scratch, int *res)
{
    using ap = cuda::access_property;
    cuda::annotated_ptr<int, ap::persisting> p(g);
    cuda::annotated_ptr<int, ap> dyn(g, ap::streaming{});
    cuda::annotated_ptr<int, ap> from_static(g, ap::persisting{});
    cuda::annotated_ptr<const int, ap::persisting> cp(p);
    cuda::annotated_ptr<int, ap> interleaved(g + 8, ap(ap::persisting{}, 0.5f, ap::streaming{}));
    cuda::annotated_ptr<Pair, ap::normal> pp(pairs);
    int *q = cuda::associate_access_property(g, ap::streaming{});
    cuda::apply_access_property(g, 16 * sizeof(int), ap::persisting{});
    cuda::apply_access_property(g, cuda::aligned_size_t<16>(16 * sizeof(int)), ap::normal{});

    p[1] = 100;
    *dyn += 5;
    res[0] = *p + p[1] + dyn[2] + from_static[3] + cp[4] + q[5];
    res[1] = pp->a * 100 + pp[1].b * 10 + (*pp).b;
    res[2] = (int)(interleaved - dyn);
    res[3] = interleaved.get() == g + 8;
    res[4] = (bool)p && !cuda::annotated_ptr<int, ap::global>();

    // The scratch bytes are indeterminate after discard_memory, until written again.
    cuda::discard_memory(scratch, 32 * sizeof(int));
    cuda::annotated_ptr<int, ap::streaming> s(scratch);
    for (int i = 0; i < 32; i++)
        s[i] = i * i;
    res[5] = s[31] - s[30];

    __shared__ int shared[8];
    cuda::annotated_ptr<int, ap::shared> sh(shared);
    for (int i = 0; i < 8; i++)
        sh[i] = 1 << i;
    res[6] = sh[7] + *sh;
    res[7] = (int)(sizeof(p) + sizeof(dyn));
}

__global__ void copy_in(const int *g, int *out)
{
    __shared__ int tile[64];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    auto block = cooperative_groups::this_thread_block();
    if (block.thread_rank() == 0)
        init(&bar, block.size());
    block.sync();
    cuda::annotated_ptr<const int, cuda::access_property::streaming> src(g);
    cuda::memcpy_async(block, tile, src, sizeof(tile), bar);
    bar.arrive_and_wait();
    if (block.thread_rank() == 0) {
        int sum = 0;
        for (int i = 0; i < 64; i++)
            sum += tile[i];
        out[0] = sum;
    }
}

int main()
{
    const int n = 64;
    int host[n];
    for (int i = 0; i < n; i++)
        host[i] = i;
    Pair pairs[2] = {{1, 2}, {3, 4}};
    int *x, *y, *scratch, *res;
    Pair *dpairs;
    cudaMalloc(&x, n * sizeof(int));
    cudaMalloc(&y, n * sizeof(int));
    cudaMalloc(&scratch, 32 * sizeof(int));
    cudaMalloc(&res, 8 * sizeof(int));
    cudaMalloc(&dpairs, sizeof pairs);
    cudaMemcpy(x, host, sizeof host, cudaMemcpyHostToDevice);
    cudaMemcpy(dpairs, pairs, sizeof pairs, cudaMemcpyHostToDevice);

    cuda::annotated_ptr<const int, cuda::access_property::persisting> xin(x);
    cuda::annotated_ptr<int, cuda::access_property::streaming> yout(y);
    axpb<<<2, 32>>>(xin, yout, n);
    int out[n];
    cudaMemcpy(out, y, sizeof out, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += out[i] != 3 * i + 1;
    printf("axpb through annotated_ptrs: y[0]=%d y[63]=%d %s\n", out[0], out[63], bad ? "FAIL" : "PASS");

    axpb<<<2, 32>>>(x, y, n);
    cudaMemcpy(out, y, sizeof out, cudaMemcpyDeviceToHost);
    printf("axpb through pointers: y[10]=%d\n", out[10]);

    copy_in<<<1, 32>>>(x, res);
    int sum = 0;
    cudaMemcpy(&sum, res, sizeof sum, cudaMemcpyDeviceToHost);
    printf("memcpy_async from an annotated_ptr: sum %d %s\n", sum, sum == 2016 ? "PASS" : "FAIL");

    features<<<1, 1>>>(x, dpairs, scratch, res);
    int r[8];
    cudaMemcpy(r, res, sizeof r, cudaMemcpyDeviceToHost);
    printf("reads %d pairs %d difference %d get %d bool %d scratch %d shared %d sizes %d\n", r[0], r[1], r[2], r[3],
           r[4], r[5], r[6], r[7]);
    int expect[8] = {5 + 100 + 2 + 3 + 4 + 5, 100 + 40 + 2, 8, 1, 1, 61, 129, 24};
    bool ok = true;
    for (int i = 0; i < 8; i++)
        ok = ok && r[i] == expect[i];
    printf("%s\n", ok ? "PASS device" : "FAIL device");

    // Host code: the same pointer-like interface over host memory.
    int values[4] = {7, 8, 9, 10};
    cuda::annotated_ptr<int, cuda::access_property::global> hg(values);
    cuda::annotated_ptr<int, cuda::access_property> hd(hg);
    hd[0] += 1;
    cuda::annotated_ptr<int, cuda::access_property::global> last(values + 3);
    printf("host %d %d %d %d\n", *hg, hg[2], hd[3], (int)(last - hg));
    constexpr cudaAccessProperty persisting = cuda::access_property::persisting{};
    constexpr cudaAccessProperty streaming = cuda::access_property::streaming{};
    constexpr cudaAccessProperty normal = cuda::access_property::normal{};
    printf("cudaAccessProperty %d %d %d, access_property is %d bytes\n", (int)normal, (int)streaming,
           (int)persisting, (int)sizeof(cuda::access_property));
    return 0;
}
