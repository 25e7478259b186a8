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
    printf("a driver call on no graph: %s\n", cu_name(cuGraphGetNodes((CUgraph)0x77, NULL, NULL)));
    printf("one sharing the runtime's work: %s\n",
           cu_name(cuGraphGetRootNodes((CUgraph)0x77, NULL, NULL)));
    printf("runtime last error after them: %s\n", cudaGetErrorName(cudaGetLastError()));
    cudaGraphGetRootNodes((cudaGraph_t)0x77, NULL, NULL);
    cuGraphGetRootNodes((CUgraph)0x77, NULL, NULL);
    printf("after a failing runtime call and a driver one: %s\n",
           cudaGetErrorName(cudaGetLastError()));
    return 0;
}
