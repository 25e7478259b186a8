// Idioms of NVIDIA's samples and of library code: a launch on the NULL stream; a kernel
// template over two anonymous typedef'd structs; <memory.h> and <malloc.h>; the C++ form of
// cudaGraphExecUpdate; a warp reduction in a block smaller than a warp (lanes not launched read
// as 0, as on a GPU); inline PTX's vabsdiff4 with .add and a shuffle with a predicate result;
// device variables initialized by constructors and in parentheses.
#include <cstdio>
#include <malloc.h>
#include <memory.h>
#include <cuda_runtime.h>

typedef struct {
    unsigned char r, g, b, a;
} Rgba;
typedef struct {
    unsigned int l, a;
} Pair;

template <class T>
__global__ void size_of(int *out)
{
    *out = sizeof(T);
}

__global__ void bump(int *p)
{
    *p += 1;
}

__global__ void partial_warp_sum(float *out)
{
    float v = 1.0f + threadIdx.x;
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    if (threadIdx.x == 0)
        *out = v;
}

__device__ unsigned sum_of_absolute_differences(unsigned a, unsigned b, unsigned c)
{
    unsigned r;
    asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
    return r;
}

__device__ int scan_step(int v, int offset)
{
    int r;
    asm volatile("{ .reg .u32 r0; .reg .pred p;"
                 "  shfl.sync.up.b32 r0|p, %1, %2, %3, %4;"
                 "  @p add.u32 r0, r0, %1;"
                 "  mov.u32 %0, r0; }"
                 : "=r"(r)
                 : "r"(v), "r"(offset), "r"(0), "r"(0xffffffff));
    return r;
}

__global__ void ptx_video(unsigned *sad, int *scan)
{
    if (threadIdx.x == 0)
        *sad = sum_of_absolute_differences(0x000A0501u, 0x01040302u, 7u);
    int v = threadIdx.x;
    for (int d = 1; d < 32; d <<= 1)
        v = scan_step(v, d);
    scan[threadIdx.x] = v;
}

struct Config {
    int a;
    float b;
    constexpr Config() : a(0), b(0) {}
    constexpr Config(int x, float y) : a(x), b(y) {}
};
struct Plain {
    int a;
    float b;
};
__device__ int parenthesized(4);
__device__ Config direct(4, 0.5f);
__device__ Config copied = Config(8, 0.5f);
__constant__ Config table[1] = {Config(6, 0.5f)};
__device__ Plain aggregate = Plain{4, 0.25f};

__global__ void read_initial_values(float *out)
{
    out[0] = parenthesized;
    out[1] = direct.a + direct.b;
    out[2] = copied.a + copied.b;
    out[3] = table[0].a + table[0].b + aggregate.a + aggregate.b;
}

int main()
{
    int *d;
    cudaMalloc(&d, sizeof(int));
    int sizes[2];
    size_of<Rgba><<<1, 1, 0, NULL>>>(d);
    cudaMemcpy(&sizes[0], d, sizeof(int), cudaMemcpyDeviceToHost);
    size_of<Pair><<<1, 1, 0, NULL>>>(d);
    cudaMemcpy(&sizes[1], d, sizeof(int), cudaMemcpyDeviceToHost);
    printf("sizes %d %d\n", sizes[0], sizes[1]);

    char *staging = (char *)malloc(16);
    memset(staging, 0, 16);
    cudaMemset(d, 0, sizeof(int));
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    bump<<<1, 1, 0, s>>>(d);
    cudaStreamEndCapture(s, &graph);
    cudaGraphInstantiate(&exec, graph, NULL, NULL, 0);
    cudaGraphExecUpdateResult result;
    cudaGraphNode_t failed;
    cudaError_t e = cudaGraphExecUpdate(exec, graph, &failed, &result);
    cudaGraphLaunch(exec, s);
    cudaStreamSynchronize(s);
    int bumped;
    cudaMemcpy(&bumped, d, sizeof(int), cudaMemcpyDeviceToHost);
    printf("graph update %s result %d, value %d\n", cudaGetErrorName(e), (int)result, bumped);
    free(staging);

    float *f;
    cudaMalloc(&f, 4 * sizeof(float));
    partial_warp_sum<<<1, 2>>>(f);
    float sum;
    cudaMemcpy(&sum, f, sizeof sum, cudaMemcpyDeviceToHost);
    printf("partial warp sum %g\n", sum);

    unsigned *sad;
    int *scan;
    cudaMalloc(&sad, sizeof(unsigned));
    cudaMalloc(&scan, 32 * sizeof(int));
    ptx_video<<<1, 32>>>(sad, scan);
    unsigned h_sad;
    int h_scan[32];
    cudaMemcpy(&h_sad, sad, sizeof h_sad, cudaMemcpyDeviceToHost);
    cudaMemcpy(h_scan, scan, sizeof h_scan, cudaMemcpyDeviceToHost);
    printf("sad %u, scan %d %d %d %d\n", h_sad, h_scan[1], h_scan[2], h_scan[7], h_scan[31]);

    read_initial_values<<<1, 1>>>(f);
    float v[4];
    cudaMemcpy(v, f, sizeof v, cudaMemcpyDeviceToHost);
    printf("initial values %g %g %g %g\n", v[0], v[1], v[2], v[3]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
