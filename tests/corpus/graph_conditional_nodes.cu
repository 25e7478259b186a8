// Conditional graph nodes: if (with and without else), while and switch bodies chosen by a
// condition that kernels set with cudaGraphSetConditional, bodies filled by node calls and by
// capturing into them, and a conditional node added to a stream capture.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t err_ = (x); if (err_ != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorName(err_)); return 1; } } while (0)

__global__ void decide(const int* v, cudaGraphConditionalHandle h) {
    cudaGraphSetConditional(h, *v);
}
__global__ void note(int* log, int tag) {
    int i = atomicAdd(&log[0], 1);
    log[1 + i] = tag;
}
__global__ void countdown(int* v, cudaGraphConditionalHandle h) {
    *v -= 1;
    cudaGraphSetConditional(h, *v > 0);
}

static void show(const char* what, int* log) {
    int h[16];
    cudaMemcpy(h, log, sizeof h, cudaMemcpyDeviceToHost);
    printf("%s:", what);
    for (int i = 0; i < h[0]; i++) printf(" %d", h[1 + i]);
    printf("\n");
    cudaMemset(log, 0, sizeof h);
}

static cudaGraphNodeParams kernelNode(void* f, void** args) {
    cudaGraphNodeParams p = {cudaGraphNodeTypeKernel};
    p.kernel.func = f;
    p.kernel.gridDim = dim3(1);
    p.kernel.blockDim = dim3(1);
    p.kernel.kernelParams = args;
    return p;
}

int main() {
    int *value, *log;
    CHECK(cudaMalloc(&value, sizeof(int)));
    CHECK(cudaMalloc(&log, 16 * sizeof(int)));
    CHECK(cudaMemset(log, 0, 16 * sizeof(int)));

    // if / else / switch, bodies made with cudaGraphAddNode.
    const cudaGraphConditionalNodeType types[3] = {cudaGraphCondTypeIf, cudaGraphCondTypeIf, cudaGraphCondTypeSwitch};
    const unsigned sizes[3] = {1, 2, 3};
    const char* names[3] = {"if", "if-else", "switch"};
    for (int t = 0; t < 3; t++) {
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h;
        CHECK(cudaGraphConditionalHandleCreate(&h, g));
        void* dargs[2] = {&value, &h};
        cudaGraphNodeParams dp = kernelNode((void*)decide, dargs);
        cudaGraphNode_t d, c;
        CHECK(cudaGraphAddNode(&d, g, NULL, NULL, 0, &dp));
        cudaGraphNodeParams cp = {cudaGraphNodeTypeConditional};
        cp.conditional.handle = h;
        cp.conditional.type = types[t];
        cp.conditional.size = sizes[t];
        CHECK(cudaGraphAddNode(&c, g, &d, NULL, 1, &cp));
        cudaGraphNodeType kind;
        CHECK(cudaGraphNodeGetType(c, &kind));
        int tags[3] = {100, 200, 300};
        for (unsigned b = 0; b < sizes[t]; b++) {
            void* nargs[2] = {&log, &tags[b]};
            cudaGraphNodeParams np = kernelNode((void*)note, nargs);
            cudaGraphNode_t n;
            CHECK(cudaGraphAddNode(&n, cp.conditional.phGraph_out[b], NULL, NULL, 0, &np));
        }
        cudaGraphExec_t e;
        CHECK(cudaGraphInstantiate(&e, g, 0));
        cudaGraphExec_t again;
        printf("%s: node type %d, second instantiation: %s\n", names[t], (int)kind,
               cudaGetErrorName(cudaGraphInstantiate(&again, g, 0)));
        cudaGetLastError();
        for (int v = 0; v < 4; v++) {
            CHECK(cudaMemcpy(value, &v, sizeof v, cudaMemcpyHostToDevice));
            CHECK(cudaGraphLaunch(e, 0));
            CHECK(cudaDeviceSynchronize());
            char what[32];
            snprintf(what, sizeof what, "  %s, condition %d", names[t], v);
            show(what, log);
        }
        CHECK(cudaGraphExecDestroy(e));
        CHECK(cudaGraphDestroy(g));
    }

    // while, with the default applied at every launch; its body captured into the node's graph.
    {
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h;
        CHECK(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
        cudaGraphNodeParams cp = {cudaGraphNodeTypeConditional};
        cp.conditional.handle = h;
        cp.conditional.type = cudaGraphCondTypeWhile;
        cp.conditional.size = 1;
        cudaGraphNode_t c;
        CHECK(cudaGraphAddNode(&c, g, NULL, NULL, 0, &cp));
        cudaStream_t s;
        CHECK(cudaStreamCreate(&s));
        CHECK(cudaStreamBeginCaptureToGraph(s, cp.conditional.phGraph_out[0], NULL, NULL, 0, cudaStreamCaptureModeGlobal));
        note<<<1, 1, 0, s>>>(log, 7);
        countdown<<<1, 1, 0, s>>>(value, h);
        CHECK(cudaStreamEndCapture(s, NULL));
        size_t n = 0;
        CHECK(cudaGraphGetNodes(cp.conditional.phGraph_out[0], NULL, &n));
        printf("while body: %zu nodes\n", n);
        cudaGraphExec_t e;
        CHECK(cudaGraphInstantiate(&e, g, 0));
        for (int start = 3; start <= 5; start += 2) {
            CHECK(cudaMemcpy(value, &start, sizeof start, cudaMemcpyHostToDevice));
            CHECK(cudaGraphLaunch(e, s));
            CHECK(cudaStreamSynchronize(s));
            char what[32];
            snprintf(what, sizeof what, "  do-while from %d", start);
            show(what, log);
        }
        cudaGraph_t copy;
        printf("clone: %s\n", cudaGetErrorName(cudaGraphClone(&copy, g)));
        cudaGetLastError();
        CHECK(cudaGraphExecDestroy(e));
        CHECK(cudaGraphDestroy(g));
        CHECK(cudaStreamDestroy(s));
    }

    // A conditional node in a stream capture: decide -> if [note 9] -> note 10.
    {
        cudaStream_t s;
        CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
        CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
        cudaStreamCaptureStatus status;
        cudaGraph_t g;
        const cudaGraphNode_t* deps;
        size_t ndeps;
        CHECK(cudaStreamGetCaptureInfo(s, &status, NULL, &g, &deps, NULL, &ndeps));
        cudaGraphConditionalHandle h;
        CHECK(cudaGraphConditionalHandleCreate(&h, g));
        decide<<<1, 1, 0, s>>>(value, h);
        CHECK(cudaStreamGetCaptureInfo(s, &status, NULL, &g, &deps, NULL, &ndeps));
        printf("capture dependencies before the conditional node: %zu\n", ndeps);
        cudaGraphNodeParams cp = {cudaGraphNodeTypeConditional};
        cp.conditional.handle = h;
        cp.conditional.type = cudaGraphCondTypeIf;
        cp.conditional.size = 1;
        cudaGraphNode_t c;
        CHECK(cudaGraphAddNode(&c, g, deps, NULL, ndeps, &cp));
        CHECK(cudaStreamUpdateCaptureDependencies(s, &c, NULL, 1, cudaStreamSetCaptureDependencies));
        note<<<1, 1, 0, s>>>(log, 10);
        CHECK(cudaStreamEndCapture(s, &g));
        int nine = 9;
        void* nargs[2] = {&log, &nine};
        cudaGraphNodeParams np = kernelNode((void*)note, nargs);
        cudaGraphNode_t n;
        CHECK(cudaGraphAddNode(&n, cp.conditional.phGraph_out[0], NULL, NULL, 0, &np));
        size_t count = 0;
        CHECK(cudaGraphGetNodes(g, NULL, &count));
        size_t ndependents = 0;
        CHECK(cudaGraphNodeGetDependentNodes(c, NULL, NULL, &ndependents));
        printf("captured graph: %zu nodes, conditional node has %zu dependents\n", count, ndependents);
        cudaGraphExec_t e;
        CHECK(cudaGraphInstantiate(&e, g, 0));
        for (int v = 0; v < 2; v++) {
            CHECK(cudaMemcpy(value, &v, sizeof v, cudaMemcpyHostToDevice));
            CHECK(cudaGraphLaunch(e, s));
            CHECK(cudaStreamSynchronize(s));
            char what[32];
            snprintf(what, sizeof what, "  captured, condition %d", v);
            show(what, log);
        }
        CHECK(cudaGraphExecDestroy(e));
        CHECK(cudaGraphDestroy(g));
        CHECK(cudaStreamDestroy(s));
    }

    // Bad parameters.
    {
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h;
        CHECK(cudaGraphConditionalHandleCreate(&h, g));
        cudaGraphNodeParams cp = {cudaGraphNodeTypeConditional};
        cp.conditional.handle = h;
        cp.conditional.type = cudaGraphCondTypeWhile;
        cp.conditional.size = 2;
        cudaGraphNode_t c;
        printf("while with two bodies: %s\n", cudaGetErrorName(cudaGraphAddNode(&c, g, NULL, NULL, 0, &cp)));
        cp.conditional.type = cudaGraphCondTypeIf;
        cp.conditional.size = 3;
        printf("if with three bodies: %s\n", cudaGetErrorName(cudaGraphAddNode(&c, g, NULL, NULL, 0, &cp)));
        cudaGetLastError();
        CHECK(cudaGraphDestroy(g));
    }
    // Copy nodes made with cudaGraphAddNode: up to the device and back.
    {
        int src[4] = {1, 2, 3, 4}, dst[4] = {0, 0, 0, 0};
        int* d;
        CHECK(cudaMalloc(&d, sizeof src));
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphNodeParams p = {cudaGraphNodeTypeMemcpy};
        p.memcpy.copyParams.srcPtr = make_cudaPitchedPtr(src, sizeof src, 4, 1);
        p.memcpy.copyParams.dstPtr = make_cudaPitchedPtr(d, sizeof src, 4, 1);
        p.memcpy.copyParams.extent = make_cudaExtent(sizeof src, 1, 1);
        p.memcpy.copyParams.kind = cudaMemcpyHostToDevice;
        cudaGraphNode_t up, down;
        CHECK(cudaGraphAddNode(&up, g, NULL, NULL, 0, &p));
        p.memcpy.copyParams.srcPtr = make_cudaPitchedPtr(d, sizeof src, 4, 1);
        p.memcpy.copyParams.dstPtr = make_cudaPitchedPtr(dst, sizeof dst, 4, 1);
        p.memcpy.copyParams.kind = cudaMemcpyDeviceToHost;
        CHECK(cudaGraphAddNode(&down, g, &up, NULL, 1, &p));
        cudaGraphNodeType kind;
        CHECK(cudaGraphNodeGetType(down, &kind));
        cudaGraphExec_t e;
        CHECK(cudaGraphInstantiate(&e, g, 0));
        CHECK(cudaGraphLaunch(e, 0));
        CHECK(cudaDeviceSynchronize());
        printf("copy nodes (type %d): %d %d %d %d\n", (int)kind, dst[0], dst[1], dst[2], dst[3]);
        CHECK(cudaGraphExecDestroy(e));
        CHECK(cudaGraphDestroy(g));
        CHECK(cudaFree(d));
    }
    CHECK(cudaFree(value));
    CHECK(cudaFree(log));
    printf("done\n");
    return 0;
}
