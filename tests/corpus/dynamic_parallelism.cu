// corpus: dynamic parallelism — kernels launched from kernels: a launch tree, recursive quicksort through non-blocking device streams, a tail launch that sees the whole parent grid, template and struct-argument children, device cudaMalloc/cudaMemcpyAsync, launch errors seen by device cudaGetLastError
#include <cstdio>
#include <cstdlib>

// Each thread of a block launches a grid one level deeper, down to `max_depth`; every block
// takes the next number and counts itself at its depth.
__device__ int g_blocks;
__device__ int g_per_depth[4];

__global__ void tree(int depth, int max_depth)
{
    __shared__ int uid;
    if (threadIdx.x == 0) {
        uid = atomicAdd(&g_blocks, 1);
        atomicAdd(&g_per_depth[depth], 1);
    }
    __syncthreads();
    if (depth + 1 < max_depth) {
        tree<<<gridDim.x, blockDim.x>>>(depth + 1, max_depth);
    }
}

// The sample's recursive quicksort: one thread partitions, two children sort the halves in
// streams of their own; short ranges are sorted by selection in place.
__device__ void selection_sort(unsigned *data, int left, int right)
{
    for (int i = left; i <= right; ++i) {
        unsigned min_val = data[i];
        int min_idx = i;
        for (int j = i + 1; j <= right; ++j) {
            if (data[j] < min_val) {
                min_idx = j;
                min_val = data[j];
            }
        }
        if (i != min_idx) {
            data[min_idx] = data[i];
            data[i] = min_val;
        }
    }
}

__global__ void quicksort(unsigned *data, int left, int right, int depth)
{
    if (depth >= 12 || right - left <= 16) {
        selection_sort(data, left, right);
        return;
    }
    unsigned *lptr = data + left;
    unsigned *rptr = data + right;
    unsigned pivot = data[(left + right) / 2];
    while (lptr <= rptr) {
        unsigned lval = *lptr;
        unsigned rval = *rptr;
        while (lval < pivot) {
            lptr++;
            lval = *lptr;
        }
        while (rval > pivot) {
            rptr--;
            rval = *rptr;
        }
        if (lptr <= rptr) {
            *lptr++ = rval;
            *rptr-- = lval;
        }
    }
    int nright = rptr - data;
    int nleft = lptr - data;
    if (left < nright) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        quicksort<<<1, 1, 0, s>>>(data, left, nright, depth + 1);
        cudaStreamDestroy(s);
    }
    if (nleft < right) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        quicksort<<<1, 1, 0, s>>>(data, nleft, right, depth + 1);
        cudaStreamDestroy(s);
    }
}

// Every block of the parent writes a partial sum; the tail launch runs once the whole parent
// grid has finished, so it sees all of them.
__global__ void total(const int *partial, int n, int *out)
{
    int s = 0;
    for (int i = 0; i < n; ++i)
        s += partial[i];
    *out = s;
}

__global__ void partial_sums(const int *in, int *partial, int *out)
{
    __shared__ int acc;
    if (threadIdx.x == 0)
        acc = 0;
    __syncthreads();
    atomicAdd(&acc, in[blockIdx.x * blockDim.x + threadIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0)
        partial[blockIdx.x] = acc;
    if (blockIdx.x == 0 && threadIdx.x == 0)
        total<<<1, 1, 0, cudaStreamTailLaunch>>>(partial, gridDim.x, out);
}

// Children that are template instances and take a struct by value.
struct Affine {
    float scale;
    float offset;
    int n;
};

template <typename T> __global__ void apply(T *v, Affine f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < f.n)
        v[i] = (T)(v[i] * f.scale + f.offset);
}

__global__ void launch_apply(float *vf, int *vi, int n)
{
    Affine f = {2.0f, 1.0f, n};
    apply<float><<<(n + 31) / 32, 32>>>(vf, f);
    f.offset = -3.0f;
    apply<<<dim3((n + 31) / 32), dim3(32)>>>(vi, f);
}

// A parent allocates device memory, fills it, copies it on a device stream and launches a
// child in the same stream that reads the copy; the child frees the allocation.
__global__ void squares_into(const int *src, int *dst, int n)
{
    for (int i = 0; i < n; ++i)
        dst[i] = src[i] * src[i];
}

__global__ void consume(int *scratch, int *out, int n)
{
    for (int i = 0; i < n; ++i)
        out[i] = scratch[i] + 1;
    cudaFree(scratch);
}

__global__ void with_device_memory(int *out, int n)
{
    int *a = nullptr, *b = nullptr;
    if (cudaMalloc((void **)&a, n * sizeof(int)) != cudaSuccess ||
        cudaMalloc((void **)&b, n * sizeof(int)) != cudaSuccess) {
        printf("device cudaMalloc failed\n");
        return;
    }
    for (int i = 0; i < n; ++i)
        a[i] = i + 1;
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    squares_into<<<1, 1, 0, s>>>(a, b, n);
    cudaMemcpyAsync(a, b, n * sizeof(int), cudaMemcpyDeviceToDevice, s);
    consume<<<1, 1, 0, s>>>(a, out, n);
    cudaStreamDestroy(s);
}

// Launch errors are reported to the launching thread by cudaGetLastError.
__global__ void noop() {}

__global__ void bad_launches(int *codes)
{
    noop<<<1, 2048>>>();
    codes[0] = cudaPeekAtLastError();
    codes[1] = cudaGetLastError();
    codes[2] = cudaGetLastError();
    noop<<<1, 32>>>();
    codes[3] = cudaGetLastError();
    noop<<<1, 32, 1 << 20>>>();
    codes[4] = cudaGetLastError();
}

// A chain of grids each launched by the one before: nesting has no depth limit of its own.
__device__ int g_deepest;

__global__ void chain(int depth, int length)
{
    atomicMax(&g_deepest, depth);
    if (depth + 1 < length)
        chain<<<1, 1>>>(depth + 1, length);
}

int main()
{
    // The launch tree: 2 blocks, each of whose 2 threads launches 2 blocks, three levels.
    tree<<<2, 2>>>(0, 3);
    cudaError_t err = cudaDeviceSynchronize();
    int blocks = 0, per_depth[4];
    cudaMemcpyFromSymbol(&blocks, g_blocks, sizeof(int));
    cudaMemcpyFromSymbol(per_depth, g_per_depth, sizeof(per_depth));
    printf("tree: %s, %d blocks (%d + %d + %d)\n", cudaGetErrorString(err), blocks, per_depth[0],
           per_depth[1], per_depth[2]);

    // Quicksort of pseudo-random keys.
    const int n = 2000;
    unsigned *h = (unsigned *)malloc(n * sizeof(unsigned));
    unsigned x = 12345;
    for (int i = 0; i < n; ++i) {
        x = x * 1103515245u + 12345u;
        h[i] = (x >> 8) % 10000;
    }
    unsigned *d;
    cudaMalloc(&d, n * sizeof(unsigned));
    cudaMemcpy(d, h, n * sizeof(unsigned), cudaMemcpyHostToDevice);
    quicksort<<<1, 1>>>(d, 0, n - 1, 0);
    err = cudaDeviceSynchronize();
    cudaMemcpy(h, d, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    bool sorted = true;
    for (int i = 1; i < n; ++i)
        sorted = sorted && h[i - 1] <= h[i];
    printf("quicksort: %s, %s, first %u last %u\n", cudaGetErrorString(err),
           sorted ? "sorted" : "NOT SORTED", h[0], h[n - 1]);

    // Tail launch.
    const int nb = 8, nt = 64;
    int hin[nb * nt];
    for (int i = 0; i < nb * nt; ++i)
        hin[i] = i % 7;
    int *din, *dpartial, *dout;
    cudaMalloc(&din, sizeof(hin));
    cudaMalloc(&dpartial, nb * sizeof(int));
    cudaMalloc(&dout, sizeof(int));
    cudaMemcpy(din, hin, sizeof(hin), cudaMemcpyHostToDevice);
    partial_sums<<<nb, nt>>>(din, dpartial, dout);
    int sum = 0;
    cudaMemcpy(&sum, dout, sizeof(int), cudaMemcpyDeviceToHost);
    int want = 0;
    for (int i = 0; i < nb * nt; ++i)
        want += hin[i];
    printf("tail launch: sum %d (expected %d)\n", sum, want);

    // Template children with a struct argument.
    const int m = 40;
    float hf[m];
    int hi[m];
    for (int i = 0; i < m; ++i) {
        hf[i] = i * 0.5f;
        hi[i] = i;
    }
    float *df;
    int *di;
    cudaMalloc(&df, sizeof(hf));
    cudaMalloc(&di, sizeof(hi));
    cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);
    cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
    launch_apply<<<1, 1>>>(df, di, m);
    cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, di, sizeof(hi), cudaMemcpyDeviceToHost);
    printf("apply: float %.1f %.1f %.1f, int %d %d %d\n", hf[0], hf[1], hf[m - 1], hi[0], hi[1],
           hi[m - 1]);

    // Device-side allocation and copies.
    int *dsq;
    int hsq[5];
    cudaMalloc(&dsq, sizeof(hsq));
    with_device_memory<<<1, 1>>>(dsq, 5);
    cudaMemcpy(hsq, dsq, sizeof(hsq), cudaMemcpyDeviceToHost);
    printf("device memory: %d %d %d %d %d\n", hsq[0], hsq[1], hsq[2], hsq[3], hsq[4]);

    // Launch errors on the device.
    int *dcodes, codes[5];
    cudaMalloc(&dcodes, sizeof(codes));
    bad_launches<<<1, 1>>>(dcodes);
    cudaMemcpy(codes, dcodes, sizeof(codes), cudaMemcpyDeviceToHost);
    printf("device launch errors: %d %d %d %d %d (%s)\n", codes[0], codes[1], codes[2], codes[3],
           codes[4], cudaGetErrorString((cudaError_t)codes[0]));

    chain<<<1, 1>>>(0, 100);
    err = cudaDeviceSynchronize();
    int deepest = 0;
    cudaMemcpyFromSymbol(&deepest, g_deepest, sizeof(int));
    printf("chain: %s, deepest grid %d\n", cudaGetErrorString(err), deepest);
    printf("host: %s\n", cudaGetErrorString(cudaGetLastError()));

    cudaFree(d);
    cudaFree(din);
    cudaFree(dpartial);
    cudaFree(dout);
    cudaFree(df);
    cudaFree(di);
    cudaFree(dsq);
    cudaFree(dcodes);
    free(h);
    return 0;
}
