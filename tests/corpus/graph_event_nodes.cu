// Event record and wait nodes: a graph that records events around its kernel (timing it and
// letting the host wait for it), a graph that waits for an event another stream records, and
// the nodes made through cudaGraphAddNode.
#include <cstdio>

__global__ void fill(int* p, int n, int v) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v + i;
}
__global__ void twice(const int* src, int* dst, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) dst[i] = 2 * src[i];
}

int main() {
    const int n = 1024;
    int *a, *b;
    cudaMalloc(&a, n * sizeof(int));
    cudaMalloc(&b, n * sizeof(int));
    cudaEvent_t start, stop, ready;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventCreate(&ready);

    // start -> fill -> stop
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphNode_t r0, k, r1;
    printf("record node: %s\n", cudaGetErrorName(cudaGraphAddEventRecordNode(&r0, g, NULL, 0, start)));
    int value = 100, count = n;
    void* args[3] = {&a, &count, &value};
    cudaKernelNodeParams kp = {};
    kp.func = (void*)fill;
    kp.gridDim = dim3(n / 256);
    kp.blockDim = dim3(256);
    kp.kernelParams = args;
    cudaGraphAddKernelNode(&k, g, &r0, 1, &kp);
    cudaGraphNodeParams rp = {cudaGraphNodeTypeEventRecord};
    rp.eventRecord.event = stop;
    printf("record node through cudaGraphAddNode: %s\n", cudaGetErrorName(cudaGraphAddNode(&r1, g, &k, NULL, 1, &rp)));
    cudaGraphNodeType t0, t1;
    cudaGraphNodeGetType(r0, &t0);
    cudaGraphNodeGetType(r1, &t1);
    cudaEvent_t got = NULL;
    cudaGraphEventRecordNodeGetEvent(r1, &got);
    printf("types %d %d, event read back: %d\n", (int)t0, (int)t1, (int)(got == stop));
    cudaEvent_t none = NULL;
    printf("event of a kernel node: %s\n", cudaGetErrorName(cudaGraphEventRecordNodeGetEvent(k, &none)));
    cudaGetLastError();
    cudaGraphExec_t e;
    cudaGraphInstantiate(&e, g, 0);
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaGraphLaunch(e, s);
    printf("synchronize on the graph's event: %s\n", cudaGetErrorName(cudaEventSynchronize(stop)));
    float ms = -1;
    cudaError_t timed = cudaEventElapsedTime(&ms, start, stop);
    printf("elapsed: %s, not negative: %d\n", cudaGetErrorName(timed), (int)(ms >= 0));
    int h[4];
    cudaMemcpy(h, a + n - 4, sizeof h, cudaMemcpyDeviceToHost);
    printf("filled: %d %d %d %d\n", h[0], h[1], h[2], h[3]);

    // wait(ready) -> twice; `ready` is recorded by another stream after it fills `a`.
    cudaGraph_t w;
    cudaGraphCreate(&w, 0);
    cudaGraphNode_t wait, k2;
    cudaGraphNodeParams wp = {cudaGraphNodeTypeWaitEvent};
    wp.eventWait.event = ready;
    printf("wait node through cudaGraphAddNode: %s\n", cudaGetErrorName(cudaGraphAddNode(&wait, w, NULL, NULL, 0, &wp)));
    void* args2[3] = {&a, &b, &count};
    kp.func = (void*)twice;
    kp.kernelParams = args2;
    cudaGraphAddKernelNode(&k2, w, &wait, 1, &kp);
    cudaGraphNodeType tw;
    cudaGraphNodeGetType(wait, &tw);
    cudaEvent_t waited = NULL;
    cudaGraphEventWaitNodeGetEvent(wait, &waited);
    printf("wait node type %d, event read back: %d\n", (int)tw, (int)(waited == ready));
    cudaGraphExec_t we;
    cudaGraphInstantiate(&we, w, 0);
    cudaStream_t producer;
    cudaStreamCreateWithFlags(&producer, cudaStreamNonBlocking);
    for (int round = 0; round < 3; round++) {
        fill<<<n / 256, 256, 0, producer>>>(a, n, 1000 * (round + 1));
        cudaEventRecord(ready, producer);
        cudaGraphLaunch(we, s);
        cudaStreamSynchronize(s);
        cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost);
        printf("round %d: %d %d %d %d\n", round, h[0], h[1], h[2], h[3]);
    }
    cudaGraphExecDestroy(e);
    cudaGraphExecDestroy(we);
    cudaGraphDestroy(g);
    cudaGraphDestroy(w);
    cudaFree(a);
    cudaFree(b);
    return 0;
}
