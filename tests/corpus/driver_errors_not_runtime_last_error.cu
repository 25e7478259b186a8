// corpus: a failing driver API call returns its CUresult and leaves the runtime API's last
// error as it was (cudaGetLastError keeps the runtime's own errors), whether the driver call is
// one of its own or one that does a runtime call's work
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>

static const char *cu_name(CUresult r) {
    const char *s = "?";
    cuGetErrorName(r, &s);
    return s;
}

int main() {
    cudaFree(0);
    CUgraph g;
    cuGraphCreate(&g, 0);
    // (No count to write to: an invalid value, which the driver checks.)
    printf("a driver call without a count: %s\n", cu_name(cuGraphGetNodes(g, NULL, NULL)));
    printf("one sharing the runtime's work: %s\n", cu_name(cuGraphGetRootNodes(g, NULL, NULL)));
    printf("runtime last error after them: %s\n", cudaGetErrorName(cudaGetLastError()));
    cudaGraphGetRootNodes((cudaGraph_t)g, NULL, NULL);
    cuGraphGetRootNodes(g, NULL, NULL);
    printf("after a failing runtime call and a driver one: %s\n",
           cudaGetErrorName(cudaGetLastError()));
    cuGraphDestroy(g);
    return 0;
}
