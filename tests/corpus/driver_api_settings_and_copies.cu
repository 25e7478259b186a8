// corpus: the driver API's context settings (limits, cache and shared-memory configuration, stream priorities), PCI bus ids, pitched allocations with 2D fills, one-dimensional array copies, peer copies within a context, stream callbacks and host functions
#define CUDA_ENABLE_DEPRECATED
#include <cuda.h>
#include <stdio.h>
#include <string.h>

#define CHECK(call)                                                                      \
    do {                                                                                 \
        CUresult r_ = (call);                                                            \
        if (r_ != CUDA_SUCCESS) {                                                        \
            const char* s_;                                                              \
            cuGetErrorName(r_, &s_);                                                     \
            printf("FAIL %s: %s\n", #call, s_);                                          \
            return 1;                                                                    \
        }                                                                                \
    } while (0)

static int callbacks = 0, host_functions = 0;
static void CUDA_CB on_stream_done(CUstream, CUresult status, void* user) {
    if (status == CUDA_SUCCESS) callbacks += *(int*)user;
}
static void CUDA_CB host_function(void* user) { host_functions += *(int*)user; }

int main() {
    CHECK(cuInit(0));
    CUdevice dev;
    CHECK(cuDeviceGet(&dev, 0));
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CHECK(cuCtxSetCurrent(ctx));

    // The queries from before device attributes, which CUDA 13 still exports.
    int major = 0, minor = 0, attr_major = 0, attr_minor = 0, block = 0;
    CHECK(cuDeviceComputeCapability(&major, &minor, dev));
    CHECK(cuDeviceGetAttribute(&attr_major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
    CHECK(cuDeviceGetAttribute(&attr_minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
    CHECK(cuDeviceGetAttribute(&block, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, dev));
    CUdevprop prop;
    CHECK(cuDeviceGetProperties(&prop, dev));
    printf("legacy queries agree with the attributes: %s; SIMD width %d\n",
           major == attr_major && minor == attr_minor && prop.maxThreadsPerBlock == block ? "yes" : "no",
           prop.SIMDWidth);
    CUcontext attached;
    CHECK(cuCtxAttach(&attached, 0));
    printf("attached to the current context: %s\n", attached == ctx ? "yes" : "no");
    CHECK(cuCtxDetach(attached));

    // Settings of the context.
    size_t stack = 0;
    CHECK(cuCtxSetLimit(CU_LIMIT_STACK_SIZE, 4096));
    CHECK(cuCtxGetLimit(&stack, CU_LIMIT_STACK_SIZE));
    printf("stack limit at least 4096: %s\n", stack >= 4096 ? "yes" : "no");
    printf("an unknown limit: %d\n", (int)cuCtxSetLimit((CUlimit)99, 1));
    CUfunc_cache cache;
    CHECK(cuCtxSetCacheConfig(CU_FUNC_CACHE_PREFER_SHARED));
    CHECK(cuCtxGetCacheConfig(&cache));
    printf("cache configuration read back: %s\n", cache == CU_FUNC_CACHE_PREFER_SHARED ? "yes" : "no");
    int least = 1, greatest = 1;
    CHECK(cuCtxGetStreamPriorityRange(&least, &greatest));
    printf("stream priorities: least %d, greatest below it: %s\n", least, greatest < least ? "yes" : "no");

    // The device by its PCI bus id.
    char bus_id[32];
    CHECK(cuDeviceGetPCIBusId(bus_id, sizeof bus_id, dev));
    CUdevice found = -1;
    CHECK(cuDeviceGetByPCIBusId(&found, bus_id));
    printf("device by its PCI bus id: %s\n", found == dev ? "the same" : "another");
    printf("PCI bus id into 4 bytes: %d\n", (int)cuDeviceGetPCIBusId(bus_id, 4, dev));

    // A pitched allocation filled in two dimensions.
    const size_t width = 10, height = 3;
    CUdeviceptr pitched;
    size_t pitch = 0;
    CHECK(cuMemAllocPitch(&pitched, &pitch, width * sizeof(unsigned), height, 4));
    printf("pitch holds a row: %s\n", pitch >= width * sizeof(unsigned) ? "yes" : "no");
    CHECK(cuMemsetD2D32(pitched, pitch, 0xdeadbeefu, width, height));
    CHECK(cuMemsetD2D8(pitched + pitch, pitch, 0x11, 4, 1));
    unsigned rows[3][10];
    CUDA_MEMCPY2D back;
    memset(&back, 0, sizeof back);
    back.srcMemoryType = CU_MEMORYTYPE_DEVICE;
    back.srcDevice = pitched;
    back.srcPitch = pitch;
    back.dstMemoryType = CU_MEMORYTYPE_HOST;
    back.dstHost = rows;
    back.dstPitch = sizeof rows[0];
    back.WidthInBytes = sizeof rows[0];
    back.Height = height;
    CHECK(cuMemcpy2D(&back));
    printf("2D fills: %08x %08x %08x\n", rows[0][9], rows[1][0], rows[2][5]);

    // One-dimensional copies through CUDA arrays.
    CUDA_ARRAY_DESCRIPTOR desc = {64, 1, CU_AD_FORMAT_FLOAT, 1};
    CUarray a, b;
    CHECK(cuArrayCreate(&a, &desc));
    CHECK(cuArrayCreate(&b, &desc));
    float values[64], out[64];
    for (int i = 0; i < 64; i++) values[i] = (float)i, out[i] = -1.0f;
    CHECK(cuMemcpyHtoA(a, 0, values, sizeof values));
    CHECK(cuMemcpyAtoA(b, 8 * sizeof(float), a, 0, 16 * sizeof(float)));
    CUdeviceptr linear;
    CHECK(cuMemAlloc(&linear, sizeof values));
    CHECK(cuMemsetD32(linear, 0, 64));
    CHECK(cuMemcpyAtoD(linear, b, 8 * sizeof(float), 4 * sizeof(float)));
    CHECK(cuMemcpyDtoA(a, 60 * sizeof(float), linear, 4 * sizeof(float)));
    CHECK(cuMemcpyAtoH(out, a, 0, sizeof out));
    printf("array copies: %.0f %.0f %.0f %.0f, %.0f\n", out[60], out[61], out[62], out[63], out[59]);

    // A peer copy within one context, byte fills on a stream, a callback and a host function.
    CUstream stream;
    CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
    CUcontext stream_ctx;
    CUdevice stream_dev;
    CHECK(cuStreamGetCtx(stream, &stream_ctx));
    CHECK(cuStreamGetDevice(stream, &stream_dev));
    printf("the stream's context and device: %s\n",
           stream_ctx == ctx && stream_dev == dev ? "the current ones" : "others");
    CUdeviceptr copy;
    CHECK(cuMemAlloc(&copy, sizeof values));
    CHECK(cuMemcpyPeerAsync(copy, ctx, linear, ctx, 4 * sizeof(float), stream));
    CHECK(cuMemsetD16Async(copy + 16, 0x3f80, 2, stream));
    CHECK(cuMemsetD8Async(copy + 20, 0, 4, stream));
    int three = 3, five = 5;
    CHECK(cuStreamAddCallback(stream, on_stream_done, &three, 0));
    CHECK(cuLaunchHostFunc(stream, host_function, &five));
    CUevent done;
    CHECK(cuEventCreate(&done, CU_EVENT_DEFAULT));
    CHECK(cuEventRecordWithFlags(done, stream, CU_EVENT_RECORD_DEFAULT));
    CHECK(cuEventSynchronize(done));
    float copied[6];
    CHECK(cuMemcpyDtoH(copied, copy, sizeof copied));
    printf("peer copy and fills: %.0f %.0f %.0f %.0f %.0f %.0f\n", copied[0], copied[1], copied[2],
           copied[3], copied[4], copied[5]);
    printf("callback %d, host function %d\n", callbacks, host_functions);
    void* pinned;
    unsigned pinned_flags = 0;
    CHECK(cuMemHostAlloc(&pinned, 64, 0));
    CHECK(cuMemHostGetFlags(&pinned_flags, pinned));
    printf("flags of host memory allocated with none: %u\n", pinned_flags);
    CHECK(cuMemFreeHost(pinned));
    // A null context is the current one.
    CHECK(cuMemcpyPeer(copy, NULL, linear, ctx, sizeof(float)));

    bool ok = stack >= 4096 && found == dev && rows[0][9] == 0xdeadbeefu && rows[1][0] == 0x11111111u &&
              out[60] == 0.0f && out[63] == 3.0f && out[59] == 59.0f && copied[3] == 3.0f &&
              copied[4] > 1.0f && copied[4] < 1.01f && copied[5] == 0.0f && callbacks == 3 &&
              host_functions == 5;
    CHECK(cuEventDestroy(done));
    CHECK(cuStreamDestroy(stream));
    CHECK(cuArrayDestroy(a));
    CHECK(cuArrayDestroy(b));
    CHECK(cuMemFree(pitched));
    CHECK(cuMemFree(linear));
    CHECK(cuMemFree(copy));
    CHECK(cuDevicePrimaryCtxRelease(dev));
    printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
