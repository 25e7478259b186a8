// corpus: NVRTC name expressions of device variables: a namespace's variable lowers to its
// mangled name (`_ZN1b1aE`), one of the global namespace keeps its name, and a variable
// template's instance is made and lowers to its mangled name (`_Z2tvIiE`); cuModuleGetGlobal
// finds each by its lowered name
#include <cuda.h>
#include <nvrtc.h>
#include <cstdio>
#include <vector>

static const char *src =
    "namespace b { __device__ int a = 5; namespace c { __device__ float d[4] = {1, 2, 3, 4}; } }\n"
    "__device__ long plain = 7;\n"
    "template <class T> __device__ T tv = T(3);\n"
    "extern \"C\" __global__ void use(int *o) { o[0] = b::a + tv<int> + (int)plain; }\n";

int main() {
    cuInit(0);
    CUdevice dev;
    cuDeviceGet(&dev, 0);
    CUcontext ctx;
    cuDevicePrimaryCtxRetain(&ctx, dev);
    cuCtxSetCurrent(ctx);
    nvrtcProgram p;
    nvrtcCreateProgram(&p, src, "v.cu", 0, NULL, NULL);
    const char *exprs[] = {"&b::a", "b::c::d", "&plain", "&tv<int>", "&tv<double>"};
    for (const char *e : exprs) nvrtcAddNameExpression(p, e);
    const char *opts[] = {"-arch=sm_90"};
    if (nvrtcCompileProgram(p, 1, opts) != NVRTC_SUCCESS) {
        size_t n;
        nvrtcGetProgramLogSize(p, &n);
        std::vector<char> log(n);
        nvrtcGetProgramLog(p, log.data());
        printf("%s\n", log.data());
        return 1;
    }
    size_t n;
    nvrtcGetPTXSize(p, &n);
    std::vector<char> ptx(n);
    nvrtcGetPTX(p, ptx.data());
    CUmodule m;
    cuModuleLoadData(&m, ptx.data());
    CUdeviceptr at[5];
    for (int i = 0; i < 5; i++) {
        const char *lowered = NULL;
        nvrtcGetLoweredName(p, exprs[i], &lowered);
        size_t bytes = 0;
        CUresult r = cuModuleGetGlobal(&at[i], &bytes, m, lowered);
        printf("%-12s %-12s found %s, %zu bytes\n", exprs[i], lowered,
               r == CUDA_SUCCESS ? "yes" : "no", bytes);
    }
    int a = 0, ti = 0;
    float d[4] = {0};
    long plain = 0;
    double td = 0;
    cuMemcpyDtoH(&a, at[0], sizeof a);
    cuMemcpyDtoH(d, at[1], sizeof d);
    cuMemcpyDtoH(&plain, at[2], sizeof plain);
    cuMemcpyDtoH(&ti, at[3], sizeof ti);
    cuMemcpyDtoH(&td, at[4], sizeof td);
    printf("values: b::a %d, sum of b::c::d %g, plain %ld, tv<int> %d, tv<double> %g\n", a,
           d[0] + d[1] + d[2] + d[3], plain, ti, td);
    nvrtcDestroyProgram(&p);
    cuModuleUnload(m);
    return 0;
}
