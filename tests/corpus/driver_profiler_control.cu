// corpus: the driver API's profiler control (cudaProfiler.h): without a current context cuProfilerStart and cuProfilerStop report an invalid context; once the runtime has made its primary context current both succeed, as with no profiler attached
#include <cstdio>
#include <cuda.h>
#include <cudaProfiler.h>

int main()
{
    cuInit(0);
    CUresult start = cuProfilerStart(), stop = cuProfilerStop();
    printf("without a context: %d %d\n", (int)start, (int)stop);
    cudaFree(0);
    start = cuProfilerStart();
    stop = cuProfilerStop();
    printf("in the runtime's context: %d %d\n", (int)start, (int)stop);
    return 0;
}
