// corpus: cuLaunchKernelEx with launch attributes (a cooperative launch whose blocks meet at a
// grid barrier, a launch completion event), and the driver API's stream attributes: set, read
// back and copied to another stream (cuStreamSetAttribute, cuStreamGetAttribute,
// cuStreamCopyAttributes)
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
    "#include <cooperative_groups.h>\n"
    "extern \"C\" __global__ void sum_then_read(int *data, int *out) {\n"
    "    namespace cg = cooperative_groups;\n"
    "    cg::grid_group grid = cg::this_grid();\n"
    "    atomicAdd(&data[0], (int)threadIdx.x + 1);\n"
    "    grid.sync();\n"
    "    if (grid.thread_rank() == 0) *out = data[0];\n"
    "}\n";

int main() {
    CU(cuInit(0));
    CUdevice dev;
    CU(cuDeviceGet(&dev, 0));
    CUcontext ctx;
    CU(cuDevicePrimaryCtxRetain(&ctx, dev));
    CU(cuCtxSetCurrent(ctx));

    nvrtcProgram prog;
    nvrtcCreateProgram(&prog, source, "coop.cu", 0, NULL, NULL);
    // (NVRTC finds <cooperative_groups.h> among the toolkit's headers, where it is installed;
    // CUDA 13 keeps the <cuda/std/...> headers it includes in cccl/.)
    const char *opts[] = {"--gpu-architecture=sm_90", "--include-path=/usr/local/cuda/include",
                          "--include-path=/usr/local/cuda/include/cccl"};
    if (nvrtcCompileProgram(prog, 3, opts) != NVRTC_SUCCESS) {
        size_t log_size = 0;
        nvrtcGetProgramLogSize(prog, &log_size);
        std::vector<char> log(log_size + 1);
        nvrtcGetProgramLog(prog, log.data());
        printf("compile failed:\n%s\n", log.data());
        return 1;
    }
    size_t size = 0;
    nvrtcGetPTXSize(prog, &size);
    std::vector<char> ptx(size);
    nvrtcGetPTX(prog, ptx.data());
    nvrtcDestroyProgram(&prog);
    CUmodule module;
    CU(cuModuleLoadData(&module, ptx.data()));
    CUfunction kernel;
    CU(cuModuleGetFunction(&kernel, module, "sum_then_read"));

    CUstream stream, other;
    CU(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
    CU(cuStreamCreate(&other, CU_STREAM_NON_BLOCKING));
    CUdeviceptr data, out;
    CU(cuMemAlloc(&data, sizeof(int)));
    CU(cuMemAlloc(&out, sizeof(int)));
    // On the launch's stream: the legacy stream's memset does not order a non-blocking stream.
    CU(cuMemsetD32Async(data, 0, 1, stream));
    CUevent done;
    CU(cuEventCreate(&done, CU_EVENT_DISABLE_TIMING));

    CUlaunchAttribute attrs[2];
    attrs[0].id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
    attrs[0].value.cooperative = 1;
    attrs[1].id = CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT;
    attrs[1].value.launchCompletionEvent.event = done;
    attrs[1].value.launchCompletionEvent.flags = 0;
    CUlaunchConfig config = {};
    config.gridDimX = 4;
    config.gridDimY = config.gridDimZ = 1;
    config.blockDimX = 32;
    config.blockDimY = config.blockDimZ = 1;
    config.hStream = stream;
    config.attrs = attrs;
    config.numAttrs = 2;
    void *params[] = {&data, &out};
    CU(cuLaunchKernelEx(&config, kernel, params, NULL));
    CU(cuEventSynchronize(done));
    CU(cuStreamSynchronize(stream));
    int result = 0;
    CU(cuMemcpyDtoH(&result, out, sizeof result));
    printf("cooperative launch read %d after the grid barrier (expected %d)\n", result,
           4 * (32 * 33 / 2));

    config.attrs = NULL;
    printf("attributes without a list: %s\n",
           cu_name(cuLaunchKernelEx(&config, kernel, params, NULL)));

    CUstreamAttrValue value = {};
    value.syncPolicy = CU_SYNC_POLICY_YIELD;
    CU(cuStreamSetAttribute(stream, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &value));
    CUstreamAttrValue read = {};
    CU(cuStreamGetAttribute(stream, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &read));
    printf("synchronization policy set %d, read back %d\n", (int)value.syncPolicy,
           (int)read.syncPolicy);
    CUstreamAttrValue copied = {};
    CU(cuStreamCopyAttributes(other, stream));
    CU(cuStreamGetAttribute(other, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &copied));
    printf("copied to another stream: %d\n", (int)copied.syncPolicy);

    CU(cuEventDestroy(done));
    CU(cuMemFree(data));
    CU(cuMemFree(out));
    CU(cuStreamDestroy(stream));
    CU(cuStreamDestroy(other));
    CU(cuModuleUnload(module));
    CU(cuDevicePrimaryCtxRelease(dev));
    return 0;
}
