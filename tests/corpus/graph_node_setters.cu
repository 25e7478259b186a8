// The graph node API beyond kernels: 3D and 1D copy nodes, memset and host nodes, their
// parameters set again in the graph and in an instantiated graph, nodes destroyed and
// dependencies removed, dependents read back, a capture's information while it captures, and
// the graph written out in the DOT language.
#include <cstdio>

__global__ void add(int *data, int n, int value) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += value;
}

static void CUDART_CB note(void *tag) { printf("host node %s\n", (const char *)tag); }

#define CHECK(call)                                                                              \
    do {                                                                                         \
        cudaError_t e = (call);                                                                  \
        if (e != cudaSuccess) printf("%s: %s\n", #call, cudaGetErrorName(e));                    \
    } while (0)

int main() {
    const int n = 64;
    int host[n], result[n];
    for (int i = 0; i < n; i++) host[i] = i;
    int *a, *b;
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    CHECK(cudaMalloc(&b, n * sizeof(int)));

    cudaGraph_t graph;
    CHECK(cudaGraphCreate(&graph, 0));
    cudaMemcpy3DParms copy = {};
    copy.srcPtr = make_cudaPitchedPtr(host, n * sizeof(int), n, 1);
    copy.dstPtr = make_cudaPitchedPtr(a, n * sizeof(int), n, 1);
    copy.extent = make_cudaExtent(n * sizeof(int), 1, 1);
    copy.kind = cudaMemcpyHostToDevice;
    cudaGraphNode_t upload, fill, kernel, back, host_node, spare;
    CHECK(cudaGraphAddMemcpyNode(&upload, graph, nullptr, 0, &copy));

    cudaMemsetParams memset = {};
    memset.dst = b;
    memset.value = 0;
    memset.elementSize = sizeof(int);
    memset.width = n;
    memset.height = 1;
    CHECK(cudaGraphAddMemsetNode(&fill, graph, nullptr, 0, &memset));

    int value = 100;
    void *args[] = {&a, (void *)&n, &value};
    cudaKernelNodeParams launch = {};
    launch.func = (void *)add;
    launch.gridDim = dim3(2);
    launch.blockDim = dim3(32);
    launch.kernelParams = args;
    cudaGraphNode_t before_kernel[] = {upload, fill};
    CHECK(cudaGraphAddKernelNode(&kernel, graph, before_kernel, 2, &launch));
    CHECK(cudaGraphAddMemcpyNode1D(&back, graph, &kernel, 1, result, a, n * sizeof(int),
                                   cudaMemcpyDeviceToHost));
    cudaHostNodeParams call = {note, (void *)"first"};
    CHECK(cudaGraphAddHostNode(&host_node, graph, &back, 1, &call));
    CHECK(cudaGraphAddEmptyNode(&spare, graph, &kernel, 1));

    size_t count = 0;
    CHECK(cudaGraphNodeGetDependentNodes(kernel, nullptr, nullptr, &count));
    printf("kernel has %zu dependents\n", count);
    CHECK(cudaGraphDestroyNode(spare));
    CHECK(cudaGraphNodeGetDependentNodes(kernel, nullptr, nullptr, &count));
    CHECK(cudaGraphGetNodes(graph, nullptr, &count));
    printf("after destroying one: %zu nodes\n", count);
    CHECK(cudaGraphRemoveDependencies(graph, &fill, &kernel, nullptr, 1));
    CHECK(cudaGraphGetEdges(graph, nullptr, nullptr, nullptr, &count));
    printf("edges %zu\n", count);
    CHECK(cudaGraphAddDependencies(graph, &fill, &kernel, nullptr, 1));

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    CHECK(cudaGraphLaunch(exec, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("launch 1: %d %d\n", result[0], result[n - 1]);

    // New parameters: in the graph (taken by graphs instantiated later) and in `exec`.
    value = 1000;
    CHECK(cudaGraphExecKernelNodeSetParams(exec, kernel, &launch));
    cudaHostNodeParams second = {note, (void *)"second"};
    CHECK(cudaGraphExecHostNodeSetParams(exec, host_node, &second));
    memset.value = 7;
    CHECK(cudaGraphExecMemsetNodeSetParams(exec, fill, &memset));
    CHECK(cudaGraphExecMemcpyNodeSetParams1D(exec, back, result, b, n * sizeof(int),
                                             cudaMemcpyDeviceToHost));
    CHECK(cudaGraphLaunch(exec, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("launch 2 (reads b): %d %d\n", result[0], result[n - 1]);

    for (int i = 0; i < n; i++) host[i] = 2 * i;
    copy.dstPtr = make_cudaPitchedPtr(b, n * sizeof(int), n, 1);
    CHECK(cudaGraphMemcpyNodeSetParams(upload, &copy));
    CHECK(cudaGraphMemcpyNodeSetParams1D(back, result, b, n * sizeof(int),
                                         cudaMemcpyDeviceToHost));
    memset.dst = a;
    CHECK(cudaGraphMemsetNodeSetParams(fill, &memset));
    cudaHostNodeParams third = {note, (void *)"third"};
    CHECK(cudaGraphHostNodeSetParams(host_node, &third));
    cudaGraphExec_t exec2;
    CHECK(cudaGraphInstantiate(&exec2, graph, 0));
    CHECK(cudaGraphLaunch(exec2, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("launch 3 (uploads to b): %d %d\n", result[0], result[n - 1]);
    const char *dot = "/tmp/graph_node_setters.dot";
    printf("dot: %s\n", cudaGetErrorName(cudaGraphDebugDotPrint(graph, dot, 0)));
    remove(dot);

    cudaStream_t stream;
    CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    cudaStreamCaptureStatus status;
    CHECK(cudaStreamGetCaptureInfo(stream, &status));
    printf("before capture: %d\n", (int)status);
    CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
    add<<<2, 32, 0, stream>>>(a, n, 1);
    add<<<2, 32, 0, stream>>>(a, n, 2);
    unsigned long long id = 0;
    cudaGraph_t capturing = nullptr;
    const cudaGraphNode_t *deps = nullptr;
    size_t ndeps = 0;
    CHECK(cudaStreamGetCaptureInfo(stream, &status, &id, &capturing, &deps, nullptr, &ndeps));
    size_t captured = 0;
    CHECK(cudaGraphGetNodes(capturing, nullptr, &captured));
    printf("capturing: %d, id set %d, %zu nodes so far, %zu dependency\n", (int)status, id != 0,
           captured, ndeps);
    cudaGraph_t done;
    CHECK(cudaStreamEndCapture(stream, &done));
    printf("same graph %d\n", done == capturing);
    return 0;
}
