// corpus: the driver API's graph node queries: kernel, memset, copy and host nodes' parameters
// read back and set (cuGraph*NodeGetParams/SetParams, cuGraphExec*NodeSetParams), nodes
// disabled in an instantiated graph, roots, edges, dependencies and dependents, a node found in
// a clone, an instantiated graph updated from a changed graph, event and memory nodes, and a
// capture's dependencies
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CU(call)                                                          \
    do {                                                                  \
        CUresult r_ = (call);                                             \
        if (r_ != CUDA_SUCCESS) {                                         \
            const char *n_ = "?";                                         \
            cuGetErrorName(r_, &n_);                                      \
            printf("%s:%d: %s\n", __FILE__, __LINE__, n_);                \
            exit(1);                                                      \
        }                                                                 \
    } while (0)

__global__ void scale(int *a, int k) { a[threadIdx.x] *= k; }

static int host_calls = 0;
static void count_call(void *step) { host_calls += *(int *)step; }

int main() {
    CU(cuInit(0));
    cudaFree(0);
    CUdeviceptr d;
    CU(cuMemAlloc(&d, 64 * sizeof(int)));
    int h[64];

    CUgraph g;
    CU(cuGraphCreate(&g, 0));
    CUDA_MEMSET_NODE_PARAMS fill;
    memset(&fill, 0, sizeof fill);
    fill.dst = d;
    fill.value = 3;
    fill.elementSize = 4;
    fill.width = 64;
    fill.height = 1;
    CUgraphNode set, kernel, copy, host;
    CU(cuGraphAddMemsetNode(&set, g, NULL, 0, &fill, NULL));

    CUDA_KERNEL_NODE_PARAMS kp;
    memset(&kp, 0, sizeof kp);
    cudaGetFuncBySymbol((cudaFunction_t *)&kp.func, (const void *)scale);
    kp.gridDimX = kp.gridDimY = kp.gridDimZ = 1;
    kp.blockDimX = 64;
    kp.blockDimY = kp.blockDimZ = 1;
    int k = 2;
    void *args[] = {&d, &k};
    kp.kernelParams = args;
    CU(cuGraphAddKernelNode(&kernel, g, &set, 1, &kp));

    CUDA_MEMCPY3D cp;
    memset(&cp, 0, sizeof cp);
    cp.srcMemoryType = CU_MEMORYTYPE_DEVICE;
    cp.srcDevice = d;
    cp.dstMemoryType = CU_MEMORYTYPE_HOST;
    cp.dstHost = h;
    cp.WidthInBytes = sizeof h;
    cp.Height = 1;
    cp.Depth = 1;
    CU(cuGraphAddMemcpyNode(&copy, g, &kernel, 1, &cp, NULL));
    int step = 1;
    CUDA_HOST_NODE_PARAMS hp = {count_call, &step};
    CU(cuGraphAddHostNode(&host, g, &copy, 1, &hp));

    CUDA_KERNEL_NODE_PARAMS kp_back;
    CU(cuGraphKernelNodeGetParams(kernel, &kp_back));
    printf("kernel node: block %u, argument %d\n", kp_back.blockDimX, *(int *)kp_back.kernelParams[1]);
    CUDA_MEMSET_NODE_PARAMS fill_back;
    CU(cuGraphMemsetNodeGetParams(set, &fill_back));
    printf("memset node: value %u over %zu elements\n", fill_back.value, fill_back.width);
    CUDA_MEMCPY3D cp_back;
    CU(cuGraphMemcpyNodeGetParams(copy, &cp_back));
    printf("copy node: %s parameters\n", memcmp(&cp, &cp_back, sizeof cp) == 0 ? "the same" : "other");
    CUDA_HOST_NODE_PARAMS hp_back;
    CU(cuGraphHostNodeGetParams(host, &hp_back));
    printf("host node: %s\n", hp_back.fn == count_call ? "the same function" : "another");

    k = 3;
    CU(cuGraphKernelNodeSetParams(kernel, &kp));
    fill.value = 4;
    CU(cuGraphMemsetNodeSetParams(set, &fill));
    step = 10;
    CU(cuGraphHostNodeSetParams(host, &hp));

    size_t count = 0;
    CU(cuGraphGetRootNodes(g, NULL, &count));
    CUgraphNode root;
    CU(cuGraphGetRootNodes(g, &root, &count));
    printf("roots: %zu, the memset node: %s\n", count, root == set ? "yes" : "no");
    CU(cuGraphGetEdges(g, NULL, NULL, NULL, &count));
    printf("edges: %zu\n", count);
    CUgraphNode dep;
    CU(cuGraphNodeGetDependencies(kernel, &dep, NULL, &count));
    printf("the kernel node depends on %zu node, the memset node: %s\n", count, dep == set ? "yes" : "no");
    CU(cuGraphNodeGetDependentNodes(kernel, &dep, NULL, &count));
    printf("%zu node depends on the kernel node, the copy node: %s\n", count, dep == copy ? "yes" : "no");

    CUgraphExec exec;
    CU(cuGraphInstantiate(&exec, g, 0));
    cuuint64_t flags = 9;
    CU(cuGraphExecGetFlags(exec, &flags));
    printf("instantiated with flags %llu\n", (unsigned long long)flags);
    CU(cuGraphLaunch(exec, NULL));
    CU(cuStreamSynchronize(NULL));
    printf("launch 1: %d %d, host calls %d\n", h[0], h[63], host_calls);

    unsigned enabled = 0;
    CU(cuGraphNodeSetEnabled(exec, kernel, 0));
    CU(cuGraphNodeGetEnabled(exec, kernel, &enabled));
    fill.value = 6;
    CU(cuGraphExecMemsetNodeSetParams(exec, set, &fill, NULL));
    CU(cuGraphLaunch(exec, NULL));
    CU(cuStreamSynchronize(NULL));
    printf("launch 2 (kernel node enabled: %u): %d, host calls %d\n", enabled, h[0], host_calls);
    CU(cuGraphNodeSetEnabled(exec, kernel, 1));
    CU(cuGraphLaunch(exec, NULL));
    CU(cuStreamSynchronize(NULL));
    printf("launch 3: %d, host calls %d\n", h[0], host_calls);

    // A clone, changed and given to the instantiated graph.
    CUgraph clone;
    CU(cuGraphClone(&clone, g));
    CUgraphNode kernel_in_clone;
    CU(cuGraphNodeFindInClone(&kernel_in_clone, kernel, clone));
    k = 5;
    CU(cuGraphKernelNodeSetParams(kernel_in_clone, &kp));
    CUgraphExecUpdateResultInfo info;
    CU(cuGraphExecUpdate(exec, clone, &info));
    CU(cuGraphLaunch(exec, NULL));
    CU(cuStreamSynchronize(NULL));
    printf("after the update (result %d): %d\n", (int)info.result, h[0]);
    CU(cuGraphRemoveDependencies(g, &copy, &host, NULL, 1));
    CU(cuGraphGetEdges(g, NULL, NULL, NULL, &count));
    printf("edges after removing one: %zu\n", count);

    // Event and memory nodes.
    CUevent ev;
    CU(cuEventCreate(&ev, CU_EVENT_DEFAULT));
    CUgraph mg;
    CU(cuGraphCreate(&mg, 0));
    CUgraphNode record, alloc, release;
    CU(cuGraphAddEventRecordNode(&record, mg, NULL, 0, ev));
    CUevent got;
    CU(cuGraphEventRecordNodeGetEvent(record, &got));
    printf("event record node: %s event\n", got == ev ? "the same" : "another");
    CUDA_MEM_ALLOC_NODE_PARAMS ap;
    memset(&ap, 0, sizeof ap);
    ap.poolProps.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    ap.poolProps.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    ap.poolProps.location.id = 0;
    ap.bytesize = 1 << 20;
    CU(cuGraphAddMemAllocNode(&alloc, mg, &record, 1, &ap));
    CU(cuGraphAddMemFreeNode(&release, mg, &alloc, 1, ap.dptr));
    CUdeviceptr freed = 0;
    CU(cuGraphMemFreeNodeGetParams(release, &freed));
    printf("the free node frees the allocation: %s\n", freed == ap.dptr && freed != 0 ? "yes" : "no");
    CUgraphExec mexec;
    CU(cuGraphInstantiate(&mexec, mg, 0));
    CU(cuGraphLaunch(mexec, NULL));
    CU(cuStreamSynchronize(NULL));
    printf("event after the launch: %s\n", cuEventQuery(ev) == CUDA_SUCCESS ? "recorded" : "pending");
    CU(cuDeviceGraphMemTrim(0));

    // A capture's dependencies.
    CUstream s;
    CU(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
    CU(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL));
    CU(cuMemsetD32Async(d, 1, 64, s));
    CUstreamCaptureStatus status;
    CUgraph captured;
    const CUgraphNode *deps;
    size_t ndeps = 0;
    CU(cuStreamGetCaptureInfo(s, &status, NULL, &captured, &deps, NULL, &ndeps));
    printf("capturing: status %d, %zu dependency\n", (int)status, ndeps);
    CU(cuStreamUpdateCaptureDependencies(s, NULL, NULL, 0, CU_STREAM_SET_CAPTURE_DEPENDENCIES));
    CU(cuMemsetD32Async(d, 2, 64, s));
    CUgraph done;
    CU(cuStreamEndCapture(s, &done));
    CU(cuGraphGetRootNodes(done, NULL, &count));
    printf("captured graph roots: %zu\n", count);

    CU(cuGraphDestroy(done));
    CU(cuGraphExecDestroy(mexec));
    CU(cuGraphDestroy(mg));
    CU(cuGraphExecDestroy(exec));
    CU(cuGraphDestroy(clone));
    CU(cuGraphDestroy(g));
    CU(cuEventDestroy(ev));
    CU(cuStreamDestroy(s));
    CU(cuMemFree(d));
    return 0;
}
