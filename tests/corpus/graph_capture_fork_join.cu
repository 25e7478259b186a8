// Stream capture across streams: work forked to other streams through an event and joined
// back gives the graph CUDA's dependencies (each stream's work after its own last work and the
// events it waited for), and ending a capture before a forked stream has joined is refused.
#include <cstdio>
#include <algorithm>
#include <vector>

__global__ void step(int* p, int i) { p[i] = p[i] * 10 + i + 1; }

static void describe(cudaGraph_t g) {
    size_t n = 0, edges = 0, roots = 0;
    cudaGraphGetNodes(g, NULL, &n);
    cudaGraphGetEdges(g, NULL, NULL, NULL, &edges);
    cudaGraphGetRootNodes(g, NULL, &roots);
    std::vector<cudaGraphNode_t> nodes(n);
    cudaGraphGetNodes(g, nodes.data(), &n);
    std::vector<int> shape;
    for (cudaGraphNode_t node : nodes) {
        size_t in = 0, out = 0;
        cudaGraphNodeGetDependencies(node, NULL, NULL, &in);
        cudaGraphNodeGetDependentNodes(node, NULL, NULL, &out);
        shape.push_back((int)(in * 10 + out));
    }
    std::sort(shape.begin(), shape.end());
    printf("nodes %zu, edges %zu, roots %zu, (dependencies, dependents):", n, edges, roots);
    for (int s : shape) printf(" (%d,%d)", s / 10, s % 10);
    printf("\n");
}

int main() {
    int* d;
    cudaMalloc(&d, 8 * sizeof(int));
    cudaMemset(d, 0, 8 * sizeof(int));
    cudaStream_t a, b, c;
    cudaStreamCreate(&a);
    cudaStreamCreate(&b);
    cudaStreamCreate(&c);
    cudaEvent_t fork, joinB, joinC;
    cudaEventCreate(&fork);
    cudaEventCreate(&joinB);
    cudaEventCreate(&joinC);

    cudaStreamBeginCapture(a, cudaStreamCaptureModeGlobal);
    step<<<1, 1, 0, a>>>(d, 0);
    cudaEventRecord(fork, a);
    cudaStreamWaitEvent(b, fork, 0);
    cudaStreamWaitEvent(c, fork, 0);
    step<<<1, 1, 0, b>>>(d, 1);
    step<<<1, 1, 0, c>>>(d, 2);
    step<<<1, 1, 0, a>>>(d, 3);
    step<<<1, 1, 0, b>>>(d, 4);
    cudaEventRecord(joinB, b);
    cudaEventRecord(joinC, c);
    cudaStreamWaitEvent(a, joinB, 0);
    cudaStreamWaitEvent(a, joinC, 0);
    step<<<1, 1, 0, a>>>(d, 5);
    cudaGraph_t g;
    printf("end: %s\n", cudaGetErrorName(cudaStreamEndCapture(a, &g)));
    describe(g);
    cudaGraphExec_t e;
    cudaGraphInstantiate(&e, g, 0);
    for (int r = 0; r < 2; r++) cudaGraphLaunch(e, a);
    cudaStreamSynchronize(a);
    int h[6];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("after two launches:");
    for (int v : h) printf(" %d", v);
    printf("\n");

    // b forks from a and is never joined back.
    cudaStreamBeginCapture(a, cudaStreamCaptureModeGlobal);
    step<<<1, 1, 0, a>>>(d, 0);
    cudaEventRecord(fork, a);
    cudaStreamWaitEvent(b, fork, 0);
    step<<<1, 1, 0, b>>>(d, 1);
    cudaGraph_t unjoined = NULL;
    printf("end without the join: %s\n", cudaGetErrorName(cudaStreamEndCapture(a, &unjoined)));
    cudaStreamCaptureStatus status;
    cudaStreamIsCapturing(a, &status);
    printf("a capturing: %d\n", (int)status);
    printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));

    // A stream that waited on the fork but captured nothing needs no join.
    cudaStreamBeginCapture(a, cudaStreamCaptureModeGlobal);
    step<<<1, 1, 0, a>>>(d, 0);
    cudaEventRecord(fork, a);
    cudaStreamWaitEvent(c, fork, 0);
    step<<<1, 1, 0, a>>>(d, 1);
    cudaGraph_t idle;
    printf("end with an idle fork: %s\n", cudaGetErrorName(cudaStreamEndCapture(a, &idle)));
    describe(idle);

    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    cudaGraphDestroy(idle);
    cudaFree(d);
    return 0;
}
