// Runtime rules measured against CUDA 13 on an H200: the floors of the device heap and the
// printf buffer, kernel attributes (local and shared memory), calls that break a stream
// capture, instantiated graph updates and flags, clones, cluster occupancy, memory pools
// across a reset, and the device heap's pointers as the host sees them.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define SHOW(expr) printf("%-60s -> %d\n", #expr, (int)(expr))

__global__ void plain(float *p) { p[threadIdx.x] *= 2.f; }
__global__ void odd_shared(double *p)
{
    __shared__ double a[100];
    __shared__ int b[7];
    a[threadIdx.x % 100] = 1;
    b[threadIdx.x % 7] = 2;
    __syncthreads();
    p[0] = a[0] + b[0];
}
__global__ void set(int *p, int v) { p[threadIdx.x] = v; }
__global__ void keep_pointer(int **out)
{
    int *p = (int *)malloc(16);
    p[0] = 42;
    *out = p;
}
__global__ void release(int **in) { free(*in); }
static void host_function(void *) {}

static size_t limit_after(cudaLimit l, size_t v)
{
    cudaDeviceSetLimit(l, v);
    size_t got = 0;
    cudaDeviceGetLimit(&got, l);
    return got;
}

int main()
{
    printf("-- limits\n");
    printf("printf buffer set 12345 -> %zu\n", limit_after(cudaLimitPrintfFifoSize, 12345));
    printf("printf buffer set 0 -> %zu\n", limit_after(cudaLimitPrintfFifoSize, 0));
    printf("printf buffer set 1 MiB -> %zu\n", limit_after(cudaLimitPrintfFifoSize, 1 << 20));
    printf("heap set 12345 -> %zu\n", limit_after(cudaLimitMallocHeapSize, 12345));
    printf("heap set 16 MiB -> %zu\n", limit_after(cudaLimitMallocHeapSize, 16 << 20));
    limit_after(cudaLimitMallocHeapSize, 8 << 20);
    SHOW(cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, 100));
    SHOW(cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, 1000));
    cudaGetLastError();

    printf("-- kernel attributes\n");
    cudaFuncAttributes a;
    cudaFuncGetAttributes(&a, plain);
    printf("plain: local %zu shared %zu\n", a.localSizeBytes, a.sharedSizeBytes);
    cudaFuncGetAttributes(&a, odd_shared);
    printf("odd_shared: shared %zu dynamic limit %d\n", a.sharedSizeBytes, a.maxDynamicSharedSizeBytes);
    cudaFunction_t fn;
    SHOW(cudaGetFuncBySymbol(&fn, (const void *)host_function));
    SHOW(cudaGetLastError());

    printf("-- calls that break a capture\n");
    int *d;
    cudaMalloc(&d, 64 * sizeof(int));
    cudaStream_t s1, s2;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    cudaEvent_t fork, join;
    cudaEventCreate(&fork);
    cudaEventCreate(&join);
    cudaGraph_t g = nullptr;
    cudaStreamCaptureStatus status;

    cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
    set<<<1, 4, 0, s1>>>(d, 1);
    SHOW(cudaStreamQuery(s1));
    cudaStreamIsCapturing(s1, &status);
    printf("status after query %d\n", (int)status);
    SHOW(cudaStreamEndCapture(s1, &g));
    printf("graph null %d\n", g == nullptr);

    cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
    cudaEventRecord(fork, s1);
    SHOW(cudaEventQuery(fork));
    SHOW(cudaEventSynchronize(fork));
    SHOW(cudaStreamEndCapture(s1, &g));

    cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
    cudaEventRecord(fork, s1);
    cudaStreamWaitEvent(s2, fork, 0);
    SHOW(cudaStreamEndCapture(s2, &g));
    SHOW(cudaStreamEndCapture(s1, &g));

    cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
    set<<<1, 4096, 0, s1>>>(d, 1);
    SHOW(cudaGetLastError());
    cudaStreamIsCapturing(s1, &status);
    printf("status after a refused launch %d\n", (int)status);
    g = (cudaGraph_t)0x1;
    SHOW(cudaStreamEndCapture(s1, &g));
    printf("graph null %d\n", g == nullptr);
    g = (cudaGraph_t)0x1;
    SHOW(cudaStreamEndCapture(s1, &g));
    printf("graph null when not capturing %d\n", g == nullptr);
    cudaGetLastError();

    printf("-- a fork and join still ends where it began\n");
    cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
    cudaEventRecord(fork, s1);
    cudaStreamWaitEvent(s2, fork, 0);
    set<<<1, 4, 0, s1>>>(d, 5);
    set<<<1, 4, 0, s2>>>(d + 4, 6);
    cudaEventRecord(join, s2);
    cudaStreamWaitEvent(s1, join, 0);
    SHOW(cudaStreamEndCapture(s1, &g));
    size_t count = 0;
    cudaGraphGetNodes(g, nullptr, &count);
    printf("nodes %zu\n", count);

    printf("-- capture modes\n");
    cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    SHOW(cudaThreadExchangeStreamCaptureMode(&mode));
    printf("previous mode %d\n", (int)mode);
    SHOW(cudaThreadExchangeStreamCaptureMode(&mode));
    printf("previous mode %d\n", (int)mode);

    printf("-- graphs\n");
    cudaGraph_t built;
    cudaGraphCreate(&built, 0);
    cudaGraphNode_t empty, other;
    cudaGraphAddEmptyNode(&empty, built, nullptr, 0);
    cudaGraphAddEmptyNode(&other, built, nullptr, 0);
    SHOW(cudaGraphAddDependencies(built, &empty, &other, nullptr, 1));
    SHOW(cudaGraphAddDependencies(built, &empty, &other, nullptr, 1));
    cudaGraph_t clone;
    cudaGraphClone(&clone, built);
    cudaGraphNode_t found = nullptr;
    SHOW(cudaGraphNodeFindInClone(&found, other, clone));
    cudaGraphNodeType type;
    cudaGraphNodeGetType(found, &type);
    printf("found a node of type %d, not the original %d\n", (int)type, found != other);
    SHOW(cudaGraphNodeFindInClone(&found, other, built));
    cudaGraphExec_t exec;
    cudaGraphInstantiateWithFlags(&exec, built, cudaGraphInstantiateFlagAutoFreeOnLaunch);
    unsigned long long flags = 0;
    SHOW(cudaGraphExecGetFlags(exec, &flags));
    printf("flags %llu\n", flags);

    cudaGraph_t changed;
    cudaGraphCreate(&changed, 0);
    cudaGraphNode_t first, fill;
    cudaGraphAddEmptyNode(&first, changed, nullptr, 0);
    cudaMemsetParams ms = {};
    ms.dst = d;
    ms.value = 7;
    ms.elementSize = 4;
    ms.width = 4;
    ms.height = 1;
    cudaGraphAddMemsetNode(&fill, changed, &first, 1, &ms);
    cudaGraphExecUpdateResultInfo info;
    SHOW(cudaGraphExecUpdate(exec, changed, &info));
    printf("result %d, names the memset node %d\n", (int)info.result, info.errorNode == fill);
    cudaGetLastError();

    printf("-- cluster occupancy\n");
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(16);
    cfg.blockDim = dim3(128);
    cudaLaunchAttribute attr;
    attr.id = cudaLaunchAttributeClusterDimension;
    attr.val.clusterDim.x = 2;
    attr.val.clusterDim.y = 1;
    attr.val.clusterDim.z = 1;
    cfg.attrs = &attr;
    cfg.numAttrs = 1;
    int clusters = 0;
    SHOW(cudaOccupancyMaxActiveClusters(&clusters, set, &cfg));
    printf("some clusters fit %d\n", clusters > 0);
    attr.val.clusterDim.x = 3;
    SHOW(cudaOccupancyMaxActiveClusters(&clusters, set, &cfg));
    cfg.numAttrs = 0;
    int size = 0;
    SHOW(cudaOccupancyMaxPotentialClusterSize(&size, set, &cfg));
    printf("cluster size %d\n", size);
    cudaFuncSetAttribute(set, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
    SHOW(cudaOccupancyMaxPotentialClusterSize(&size, set, &cfg));
    printf("cluster size %d\n", size);
    cudaGetLastError();

    printf("-- the device heap's pointers\n");
    int **slot;
    cudaMalloc(&slot, sizeof(int *));
    keep_pointer<<<1, 1>>>(slot);
    cudaDeviceSynchronize();
    int *heap_pointer = nullptr;
    cudaMemcpy(&heap_pointer, slot, sizeof heap_pointer, cudaMemcpyDeviceToHost);
    cudaPointerAttributes pa;
    SHOW(cudaPointerGetAttributes(&pa, heap_pointer));
    printf("type %d\n", (int)pa.type);
    int value = -1;
    SHOW(cudaMemcpy(&value, heap_pointer, sizeof value, cudaMemcpyDeviceToHost));
    cudaGetLastError();
    release<<<1, 1>>>(slot);
    cudaDeviceSynchronize();

    printf("-- pinned memory of no bytes\n");
    void *pinned = (void *)0x1;
    SHOW(cudaHostAlloc(&pinned, 0, cudaHostAllocDefault));
    printf("null %d\n", pinned == nullptr);

    printf("-- memory pools and a reset\n");
    cudaMemPool_t pool;
    cudaDeviceGetDefaultMemPool(&pool, 0);
    void *pooled;
    cudaMallocAsync(&pooled, 4000, s1);
    cudaStreamSynchronize(s1);
    unsigned long long reserved = 0, used = 0;
    cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &reserved);
    cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used);
    printf("reserved in 2 MiB chunks %d, covers what is used %d\n", reserved % (2 << 20) == 0,
           reserved >= used);
    cudaFreeAsync(pooled, s1);
    cudaStreamSynchronize(s1);
    unsigned long long threshold = 1 << 20;
    cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold);
    char bus[32];
    SHOW(cudaDeviceGetPCIBusId(bus, sizeof bus, -1));
    SHOW(cudaDeviceReset());
    unsigned device_flags = 99;
    cudaGetDeviceFlags(&device_flags);
    printf("device flags after the reset %u\n", device_flags);
    cudaDeviceGetDefaultMemPool(&pool, 0);
    threshold = 0;
    cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold);
    printf("threshold after the reset %llu\n", threshold);
    SHOW(cudaGetLastError());
    SHOW(cudaGetLastError());
    void *again;
    cudaMalloc(&again, 16);
    cudaFree(again);
    cudaGetDeviceFlags(&device_flags);
    printf("device flags once the device is used again %u\n", device_flags);
    return 0;
}
