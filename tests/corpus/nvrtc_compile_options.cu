// corpus: NVRTC's options beyond the basic ones: headers included before the source
// (--pre-include=, -include), warnings suppressed by number, relocatable code and link-time
// optimization for the linker, 128-bit integers, whole-program modes; options NVRTC does not
// take are refused
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>

static const char* kSource =
    "extern \"C\" __global__ void fill(int* out) {\n"
    "  out[threadIdx.x] = BASE + STEP * (int)threadIdx.x;\n"
    "}\n";
static const char* kBase = "#define BASE 100\n";
static const char* kStep = "#define STEP 3\n";

static nvrtcResult compile(const char** options, int count, char** code) {
    const char* headers[] = {kBase, kStep};
    const char* names[] = {"base.h", "step.h"};
    nvrtcProgram prog;
    nvrtcCreateProgram(&prog, kSource, "fill.cu", 2, headers, names);
    nvrtcResult r = nvrtcCompileProgram(prog, count, options);
    if (r == NVRTC_SUCCESS && code) {
        size_t size;
        nvrtcGetCUBINSize(prog, &size);
        *code = (char*)malloc(size);
        nvrtcGetCUBIN(prog, *code);
    }
    nvrtcDestroyProgram(&prog);
    return r;
}

int main() {
    char* code = 0;
    const char* pre[] = {"--pre-include=base.h", "-include", "step.h", "--diag-suppress=177"};
    printf("pre-included headers: %s\n", nvrtcGetErrorString(compile(pre, 4, &code)));
    const char* rdc[] = {"-include=base.h", "-include=step.h", "-rdc=true", "-dlto"};
    printf("relocatable, link-time optimized: %s\n", nvrtcGetErrorString(compile(rdc, 4, 0)));
    const char* more[] = {"-include=base.h", "-include=step.h", "--device-int128", "-ewp",
                          "--no-source-include"};
    printf("int128, whole program: %s\n", nvrtcGetErrorString(compile(more, 5, 0)));
    const char* bad[] = {"--no-such-option"};
    printf("unknown option: %s\n", nvrtcGetErrorString(compile(bad, 1, 0)));
    const char* werror[] = {"-Werror=all-warnings"};
    printf("-Werror=all-warnings: %s\n", nvrtcGetErrorString(compile(werror, 1, 0)));

    cuInit(0);
    CUdevice dev;
    cuDeviceGet(&dev, 0);
    CUcontext ctx;
    cuDevicePrimaryCtxRetain(&ctx, dev);
    cuCtxSetCurrent(ctx);
    CUmodule module;
    CUfunction fill;
    if (cuModuleLoadData(&module, code) != CUDA_SUCCESS ||
        cuModuleGetFunction(&fill, module, "fill") != CUDA_SUCCESS) {
        printf("load failed\n");
        return 1;
    }
    CUdeviceptr out;
    cuMemAlloc(&out, 4 * sizeof(int));
    void* args[] = {&out};
    cuLaunchKernel(fill, 1, 1, 1, 4, 1, 1, 0, 0, args, 0);
    int h[4];
    cuMemcpyDtoH(h, out, sizeof h);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cuMemFree(out);
    cuModuleUnload(module);
    free(code);
    return 0;
}
