// corpus: the driver API's context and loading queries: cuCtxGetId, cuCtxRecordEvent (an
// event that completes with the context's work so far) and cuCtxWaitEvent, cuFuncLoad and
// cuFuncIsLoaded, cuModuleGetLoadingMode, a library kernel's parameters (cuKernelGetParamInfo)
// and cache preference, and managed memory attached to a stream (cuStreamAttachMemAsync)
#include <cuda.h>
#include <nvrtc.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

static const char *cu_name(CUresult r) {
    const char *s = "?";
    cuGetErrorName(r, &s);
    return s;
}

#define CU(call)                                                       \
    do {                                                               \
        CUresult r_ = (call);                                          \
        if (r_ != CUDA_SUCCESS) {                                      \
            printf("%s:%d: %s\n", __FILE__, __LINE__, cu_name(r_));    \
            exit(1);                                                   \
        }                                                              \
    } while (0)

static const char *source =
    "extern \"C\" __global__ void fill(int *x, char c, double d, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) x[i] = i * c + (int)d;\n"
    "}\n";

int main() {
    CU(cuInit(0));
    CUdevice dev;
    CU(cuDeviceGet(&dev, 0));
    CUcontext ctx;
    CU(cuDevicePrimaryCtxRetain(&ctx, dev));
    CU(cuCtxSetCurrent(ctx));
    unsigned long long id = 0, again = 0;
    CU(cuCtxGetId(ctx, &id));
    CU(cuCtxGetId(NULL, &again));
    printf("context id is nonzero: %s, the current context's: %s\n", id ? "yes" : "no",
           id == again ? "yes" : "no");

    nvrtcProgram prog;
    nvrtcCreateProgram(&prog, source, "fill.cu", 0, NULL, NULL);
    const char *opts[] = {"--gpu-architecture=sm_90"};
    if (nvrtcCompileProgram(prog, 1, opts) != NVRTC_SUCCESS) {
        printf("compile failed\n");
        return 1;
    }
    size_t size = 0;
    nvrtcGetPTXSize(prog, &size);
    std::vector<char> ptx(size);
    nvrtcGetPTX(prog, ptx.data());
    nvrtcDestroyProgram(&prog);

    CUlibrary library;
    CU(cuLibraryLoadData(&library, ptx.data(), NULL, NULL, 0, NULL, NULL, 0));
    CUkernel kernel;
    CU(cuLibraryGetKernel(&kernel, library, "fill"));
    printf("parameters (offset, size):");
    for (size_t i = 0; i < 4; i++) {
        size_t offset = 0, bytes = 0;
        CU(cuKernelGetParamInfo(kernel, i, &offset, &bytes));
        printf(" (%zu, %zu)", offset, bytes);
    }
    size_t offset = 0, bytes = 0;
    printf("; a fifth: %s\n", cu_name(cuKernelGetParamInfo(kernel, 4, &offset, &bytes)));
    CU(cuKernelSetCacheConfig(kernel, CU_FUNC_CACHE_PREFER_SHARED, dev));
    CUfunction fill;
    CU(cuKernelGetFunction(&fill, kernel));
    CU(cuFuncLoad(fill));
    CUfunctionLoadingState state = CU_FUNCTION_LOADING_STATE_UNLOADED;
    CU(cuFuncIsLoaded(&state, fill));
    printf("loaded after cuFuncLoad: %s\n", state == CU_FUNCTION_LOADING_STATE_LOADED ? "yes" : "no");
    CUmoduleLoadingMode mode;
    CU(cuModuleGetLoadingMode(&mode));
    printf("loading mode: %s\n", mode == CU_MODULE_LAZY_LOADING ? "lazy" : "eager");

    const int n = 256;
    CUdeviceptr managed;
    CU(cuMemAllocManaged(&managed, n * sizeof(int), CU_MEM_ATTACH_GLOBAL));
    CUstream stream;
    CU(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
    CU(cuStreamAttachMemAsync(stream, managed, 0, CU_MEM_ATTACH_SINGLE));
    char c = 3;
    double d = 7.5;
    int count = n;
    void *params[] = {&managed, &c, &d, &count};
    CU(cuLaunchKernel(fill, n / 64, 1, 1, 64, 1, 1, 0, stream, params, NULL));
    CUevent all_done;
    CU(cuEventCreate(&all_done, CU_EVENT_DISABLE_TIMING));
    CU(cuCtxRecordEvent(ctx, all_done));
    CU(cuEventSynchronize(all_done));
    CU(cuCtxWaitEvent(ctx, all_done));
    CU(cuStreamSynchronize(stream));
    const int *host = (const int *)managed;
    long sum = 0;
    for (int i = 0; i < n; i++) sum += host[i];
    printf("filled through the attached stream: sum %ld (expected %ld)\n", sum,
           3L * n * (n - 1) / 2 + 7L * n);

    CU(cuEventDestroy(all_done));
    CU(cuStreamDestroy(stream));
    CU(cuMemFree(managed));
    CU(cuLibraryUnload(library));
    CU(cuDevicePrimaryCtxRelease(dev));
    return 0;
}
