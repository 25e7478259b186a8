// corpus: a graph's nodes read back and changed: memset, copy and host nodes give back their
// parameters (cudaGraphMemsetNodeGetParams, cudaGraphMemcpyNodeGetParams,
// cudaGraphHostNodeGetParams), nodes of an instantiated graph disabled and enabled again
// (cudaGraphNodeSetEnabled), event nodes given another event, and a stream's attributes copied
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorName(e_));     \
            return 1;                                                            \
        }                                                                        \
    } while (0)

__global__ void add(int *a, int v) { a[threadIdx.x] += v; }

static void CUDART_CB count_call(void *calls) { ++*(int *)calls; }

int main() {
    int *d;
    CHECK(cudaMalloc(&d, 32 * sizeof(int)));
    int h[32] = {};
    int calls = 0;

    // memset -> kernel -> copy to the host -> host function
    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0));
    cudaMemsetParams fill = {};
    fill.dst = d;
    fill.value = 1;
    fill.elementSize = sizeof(int);
    fill.width = 32;
    fill.height = 1;
    cudaGraphNode_t set, kernel, copy, host;
    CHECK(cudaGraphAddMemsetNode(&set, g, NULL, 0, &fill));
    int v = 10;
    void *args[] = {&d, &v};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)add;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(32);
    kp.kernelParams = args;
    CHECK(cudaGraphAddKernelNode(&kernel, g, &set, 1, &kp));
    cudaMemcpy3DParms cp = {};
    cp.srcPtr = make_cudaPitchedPtr(d, sizeof h, 32, 1);
    cp.dstPtr = make_cudaPitchedPtr(h, sizeof h, 32, 1);
    cp.extent = make_cudaExtent(sizeof h, 1, 1);
    cp.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaGraphAddMemcpyNode(&copy, g, &kernel, 1, &cp));
    cudaHostNodeParams hp = {count_call, &calls};
    CHECK(cudaGraphAddHostNode(&host, g, &copy, 1, &hp));

    cudaMemsetParams fill_back;
    CHECK(cudaGraphMemsetNodeGetParams(set, &fill_back));
    printf("memset node: value %u, element size %u, %zu x %zu, %s destination\n", fill_back.value,
           fill_back.elementSize, fill_back.width, fill_back.height,
           fill_back.dst == d ? "the same" : "another");
    cudaMemcpy3DParms cp_back;
    CHECK(cudaGraphMemcpyNodeGetParams(copy, &cp_back));
    bool same_copy = cp_back.srcPtr.ptr == cp.srcPtr.ptr && cp_back.dstPtr.ptr == cp.dstPtr.ptr &&
                     cp_back.extent.width == cp.extent.width && cp_back.extent.height == cp.extent.height &&
                     cp_back.extent.depth == cp.extent.depth;
    printf("copy node: %s source, destination and extent\n", same_copy ? "the same" : "another");
    cudaHostNodeParams hp_back;
    CHECK(cudaGraphHostNodeGetParams(host, &hp_back));
    printf("host node: %s\n",
           hp_back.fn == count_call && hp_back.userData == &calls ? "the same function and data"
                                                                 : "another");
    fill.value = 2;
    CHECK(cudaGraphMemsetNodeSetParams(set, &fill));
    CHECK(cudaGraphMemsetNodeGetParams(set, &fill_back));
    printf("memset node set to %u\n", fill_back.value);

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, g, 0));
    CHECK(cudaGraphLaunch(exec, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("launch 1: %d %d, host calls %d\n", h[0], h[31], calls);

    unsigned enabled = 7;
    CHECK(cudaGraphNodeGetEnabled(exec, kernel, &enabled));
    printf("kernel node enabled: %u\n", enabled);
    CHECK(cudaGraphNodeSetEnabled(exec, kernel, 0));
    CHECK(cudaGraphNodeGetEnabled(exec, kernel, &enabled));
    printf("kernel node enabled after disabling it: %u\n", enabled);
    CHECK(cudaGraphLaunch(exec, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("launch 2 (kernel disabled): %d %d, host calls %d\n", h[0], h[31], calls);

    // Changes to the instantiated graph: a disabled node takes new parameters, and keeps them
    // once enabled; the graph's own node keeps its parameters.
    v = 100;
    CHECK(cudaGraphExecKernelNodeSetParams(exec, kernel, &kp));
    fill.value = 5;
    CHECK(cudaGraphExecMemsetNodeSetParams(exec, set, &fill));
    CHECK(cudaGraphNodeSetEnabled(exec, kernel, 1));
    CHECK(cudaGraphLaunch(exec, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("launch 3 (enabled again, new parameters): %d %d, host calls %d\n", h[0], h[31], calls);
    CHECK(cudaGraphMemsetNodeGetParams(set, &fill_back));
    printf("the graph's memset node still fills %u\n", fill_back.value);

    // Event nodes given another event, in the graph and in an instantiated graph.
    cudaEvent_t first, second;
    CHECK(cudaEventCreate(&first));
    CHECK(cudaEventCreate(&second));
    cudaGraph_t eg;
    CHECK(cudaGraphCreate(&eg, 0));
    cudaGraphNode_t record, wait;
    CHECK(cudaGraphAddEventRecordNode(&record, eg, NULL, 0, first));
    CHECK(cudaGraphAddEventWaitNode(&wait, eg, &record, 1, first));
    CHECK(cudaGraphEventRecordNodeSetEvent(record, second));
    CHECK(cudaGraphEventWaitNodeSetEvent(wait, second));
    cudaEvent_t got_record, got_wait;
    CHECK(cudaGraphEventRecordNodeGetEvent(record, &got_record));
    CHECK(cudaGraphEventWaitNodeGetEvent(wait, &got_wait));
    printf("event nodes now use the %s event\n",
           got_record == second && got_wait == second ? "second" : "first");
    cudaGraphExec_t eexec;
    CHECK(cudaGraphInstantiate(&eexec, eg, 0));
    CHECK(cudaGraphExecEventRecordNodeSetEvent(eexec, record, first));
    CHECK(cudaGraphExecEventWaitNodeSetEvent(eexec, wait, first));
    CHECK(cudaGraphLaunch(eexec, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("the instantiated graph recorded the first event: %s\n",
           cudaGetErrorName(cudaEventQuery(first)));

    // A stream's attributes copied to another.
    cudaStream_t s1, s2;
    CHECK(cudaStreamCreate(&s1));
    CHECK(cudaStreamCreate(&s2));
    cudaStreamAttrValue value = {};
    value.syncPolicy = cudaSyncPolicyYield;
    CHECK(cudaStreamSetAttribute(s1, cudaStreamAttributeSynchronizationPolicy, &value));
    CHECK(cudaStreamCopyAttributes(s2, s1));
    cudaStreamAttrValue copied = {};
    CHECK(cudaStreamGetAttribute(s2, cudaStreamAttributeSynchronizationPolicy, &copied));
    printf("copied synchronization policy: %d\n", (int)copied.syncPolicy);

    CHECK(cudaGraphExecDestroy(eexec));
    CHECK(cudaGraphDestroy(eg));
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaEventDestroy(first));
    CHECK(cudaEventDestroy(second));
    CHECK(cudaStreamDestroy(s1));
    CHECK(cudaStreamDestroy(s2));
    CHECK(cudaFree(d));
    return 0;
}
