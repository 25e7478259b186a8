// corpus: cudaLaunchKernelEx with a launch completion event, a programmatic event, memory sync domains and the attribute union's layout
#include <cstddef>
#include <cstdio>

__global__ void axpy(float a, const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

int main()
{
    const int n = 1000;
    float *x, *y;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&y, n * sizeof(float));
    for (int i = 0; i < n; i++) {
        x[i] = i;
        y[i] = 1;
    }
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaEvent_t done, programmatic;
    cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    cudaEventCreateWithFlags(&programmatic, cudaEventDisableTiming);

    cudaLaunchAttribute attrs[4];
    attrs[0].id = cudaLaunchAttributeMemSyncDomain;
    attrs[0].val.memSyncDomain = cudaLaunchMemSyncDomainRemote;
    attrs[1].id = cudaLaunchAttributeLaunchCompletionEvent;
    attrs[1].val.launchCompletionEvent.event = done;
    attrs[1].val.launchCompletionEvent.flags = 0;
    attrs[2].id = cudaLaunchAttributeProgrammaticEvent;
    attrs[2].val.programmaticEvent.event = programmatic;
    attrs[2].val.programmaticEvent.flags = 0;
    attrs[2].val.programmaticEvent.triggerAtBlockStart = 0;
    attrs[3].id = cudaLaunchAttributeMemSyncDomainMap;
    attrs[3].val.memSyncDomainMap.default_ = 0;
    attrs[3].val.memSyncDomainMap.remote = 1;

    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3((n + 127) / 128);
    cfg.blockDim = dim3(128);
    cfg.stream = s;
    cfg.attrs = attrs;
    cfg.numAttrs = 4;
    cudaError_t launched = cudaLaunchKernelEx(&cfg, axpy, 2.0f, (const float*)x, y, n);
    cudaError_t waited = cudaEventSynchronize(done);
    cudaError_t waited_programmatic = cudaEventSynchronize(programmatic);
    cudaStreamSynchronize(s);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += y[i] != 2.0f * i + 1;
    printf("launch %d, events %d %d (queried %d %d), wrong values %d\n", launched, waited,
           waited_programmatic, cudaEventQuery(done), cudaEventQuery(programmatic), bad);

    printf("attribute ids: %d %d %d %d %d\n", cudaLaunchAttributePreferredClusterDimension,
           cudaLaunchAttributeLaunchCompletionEvent, cudaLaunchAttributeDeviceUpdatableKernelNode,
           cudaLaunchAttributePreferredSharedMemoryCarveout,
           cudaLaunchAttributeNvlinkUtilCentricScheduling);
    printf("value: size %zu, programmaticEvent.triggerAtBlockStart at %zu, memSyncDomain at %zu, "
           "preferredClusterDim.z at %zu, launchCompletionEvent.flags at %zu, attribute size %zu\n",
           sizeof(cudaLaunchAttributeValue),
           offsetof(cudaLaunchAttributeValue, programmaticEvent.triggerAtBlockStart),
           offsetof(cudaLaunchAttributeValue, memSyncDomain),
           offsetof(cudaLaunchAttributeValue, preferredClusterDim.z),
           offsetof(cudaLaunchAttributeValue, launchCompletionEvent.flags), sizeof(cudaLaunchAttribute));
    cudaEventDestroy(done);
    cudaEventDestroy(programmatic);
    cudaStreamDestroy(s);
    cudaFree(x);
    cudaFree(y);
    return 0;
}
