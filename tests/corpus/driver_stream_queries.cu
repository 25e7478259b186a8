// corpus: the driver API's stream queries (cuStreamGetFlags, cuStreamGetPriority, cuStreamGetId,
// which the runtime's stream handles answer alike), cuFuncGetModule of a function found in
// a module NVRTC compiled, and the occupancy of that function (with flags, and the dynamic
// shared memory two blocks may have)
#include <cuda.h>
#include <cuda_runtime.h>
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

int main() {
    CU(cuInit(0));
    CUdevice dev;
    CU(cuDeviceGet(&dev, 0));
    CUcontext ctx;
    CU(cuDevicePrimaryCtxRetain(&ctx, dev));
    CU(cuCtxSetCurrent(ctx));

    int least = 0, greatest = 0;
    cudaDeviceGetStreamPriorityRange(&least, &greatest);
    CUstream plain, nonblocking, urgent;
    CU(cuStreamCreate(&plain, CU_STREAM_DEFAULT));
    CU(cuStreamCreate(&nonblocking, CU_STREAM_NON_BLOCKING));
    CU(cuStreamCreateWithPriority(&urgent, CU_STREAM_NON_BLOCKING, greatest));
    CUstream streams[] = {plain, nonblocking, urgent};
    const char *names[] = {"plain", "non-blocking", "urgent"};
    std::vector<unsigned long long> ids;
    for (int i = 0; i < 3; i++) {
        unsigned flags = 99;
        int priority = 99;
        unsigned long long id = 0, runtime_id = 1;
        CU(cuStreamGetFlags(streams[i], &flags));
        CU(cuStreamGetPriority(streams[i], &priority));
        CU(cuStreamGetId(streams[i], &id));
        cudaStreamGetId((cudaStream_t)streams[i], &runtime_id);
        ids.push_back(id);
        printf("%s: flags %u, greatest priority %s, id as the runtime's %s\n", names[i], flags,
               priority == greatest ? "yes" : "no", id == runtime_id ? "yes" : "no");
    }
    printf("ids distinct: %s\n", ids[0] != ids[1] && ids[1] != ids[2] && ids[0] != ids[2] ? "yes" : "no");

    const char *source = "extern \"C\" __global__ void twice(int *x) { x[threadIdx.x] *= 2; }\n";
    nvrtcProgram prog;
    nvrtcCreateProgram(&prog, source, "twice.cu", 0, NULL, NULL);
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
    CUmodule module, found = NULL;
    CU(cuModuleLoadData(&module, ptx.data()));
    CUfunction twice;
    CU(cuModuleGetFunction(&twice, module, "twice"));
    CU(cuFuncGetModule(&found, twice));
    printf("cuFuncGetModule gives the module: %s\n", found == module ? "yes" : "no");
    int blocks = 0, blocks_flags = 0;
    size_t available = 0;
    CU(cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, twice, 256, 0));
    CU(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks_flags, twice, 256, 0,
                                                            CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE));
    CU(cuOccupancyAvailableDynamicSMemPerBlock(&available, twice, 2, 256));
    printf("blocks of 256: %d, with flags %d; dynamic shared memory for two: %zu\n", blocks,
           blocks_flags, available);

    CU(cuModuleUnload(module));
    for (CUstream s : streams) CU(cuStreamDestroy(s));
    CU(cuDevicePrimaryCtxRelease(dev));
    return 0;
}
