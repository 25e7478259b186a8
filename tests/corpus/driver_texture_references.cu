// corpus: the driver API's texture and surface references (deprecated, still exported): a
// run-time compiled module's texture<> and surface<> variables found by name, bound to an
// array, to linear memory read as normalized floats and to an array written through a surface;
// settings changed after binding apply to the next launch; queries, bad arguments, and the
// graphics-interop calls with no resource registered
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                       \
  do {                                                                    \
    CUresult r = (call);                                                  \
    if (r != CUDA_SUCCESS) {                                              \
      const char* name;                                                   \
      cuGetErrorName(r, &name);                                           \
      printf("%s: %s\n", #call, name);                                    \
      exit(1);                                                            \
    }                                                                     \
  } while (0)

static void show(const char* what, CUresult r) {
  const char* name;
  cuGetErrorName(r, &name);
  printf("%s: %s\n", what, name);
}

static const char* kSource =
    "texture<float, 2, cudaReadModeElementType> image;\n"
    "texture<unsigned char, 1, cudaReadModeNormalizedFloat> bytes;\n"
    "surface<void, 2> canvas;\n"
    "extern \"C\" __global__ void sample(float* out, int n) {\n"
    "  int i = threadIdx.x;\n"
    "  if (i < n) {\n"
    "    out[i] = tex2D(image, i * 0.5f + 0.5f, 0.5f);\n"
    "    out[n + i] = tex1Dfetch(bytes, i);\n"
    "  }\n"
    "}\n"
    "extern \"C\" __global__ void paint() {\n"
    "  int x = threadIdx.x;\n"
    "  surf2Dwrite(x * 10, canvas, x * (int)sizeof(int), 0);\n"
    "}\n";

static void run_sample(CUfunction sample, CUdeviceptr out, int n) {
  void* args[] = {&out, &n};
  CHECK(cuLaunchKernel(sample, 1, 1, 1, n, 1, 1, 0, 0, args, 0));
  float host[12];
  CHECK(cuMemcpyDtoH(host, out, 2 * n * sizeof(float)));
  printf("image:");
  for (int i = 0; i < n; i++) printf(" %g", host[i]);
  printf("\nbytes:");
  for (int i = 0; i < n; i++) printf(" %.4f", host[n + i]);
  printf("\n");
}

int main() {
  nvrtcProgram prog;
  if (nvrtcCreateProgram(&prog, kSource, "refs.cu", 0, 0, 0) != NVRTC_SUCCESS ||
      nvrtcCompileProgram(prog, 0, 0) != NVRTC_SUCCESS) {
    printf("compile failed\n");
    return 1;
  }
  size_t size;
  nvrtcGetCUBINSize(prog, &size);
  char* code = (char*)malloc(size);
  nvrtcGetCUBIN(prog, code);
  nvrtcDestroyProgram(&prog);

  CHECK(cuInit(0));
  CUdevice dev;
  CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  CUmodule module;
  CHECK(cuModuleLoadData(&module, code));
  CUfunction sample, paint;
  CHECK(cuModuleGetFunction(&sample, module, "sample"));
  CHECK(cuModuleGetFunction(&paint, module, "paint"));

  // A 4 x 1 array of floats, read with linear filtering and clamping.
  CUDA_ARRAY_DESCRIPTOR ad = {4, 1, CU_AD_FORMAT_FLOAT, 1};
  CUarray array;
  CHECK(cuArrayCreate(&array, &ad));
  float texels[4] = {0, 10, 20, 30};
  CHECK(cuMemcpyHtoA(array, 0, texels, sizeof texels));
  CUtexref image, again;
  CHECK(cuModuleGetTexRef(&image, module, "image"));
  CHECK(cuModuleGetTexRef(&again, module, "image"));
  printf("one handle per variable: %s\n", image == again ? "yes" : "no");
  CHECK(cuTexRefSetArray(image, array, CU_TRSA_OVERRIDE_FORMAT));
  CHECK(cuTexRefSetAddressMode(image, 0, CU_TR_ADDRESS_MODE_CLAMP));
  CHECK(cuTexRefSetAddressMode(image, 1, CU_TR_ADDRESS_MODE_CLAMP));
  CHECK(cuTexRefSetFilterMode(image, CU_TR_FILTER_MODE_LINEAR));

  // Six bytes of linear memory, read as normalized floats (no CU_TRSF_READ_AS_INTEGER).
  const int n = 6;
  unsigned char raw[n] = {0, 51, 102, 255, 128, 1};
  CUdeviceptr dbytes, out;
  CHECK(cuMemAlloc(&dbytes, n));
  CHECK(cuMemAlloc(&out, 2 * n * sizeof(float)));
  CHECK(cuMemcpyHtoD(dbytes, raw, n));
  CUtexref bytes;
  CHECK(cuModuleGetTexRef(&bytes, module, "bytes"));
  CHECK(cuTexRefSetFormat(bytes, CU_AD_FORMAT_UNSIGNED_INT8, 1));
  size_t offset = 1;
  CHECK(cuTexRefSetAddress(&offset, bytes, dbytes, n));
  printf("offset: %zu\n", offset);

  run_sample(sample, out, n);
  // Point sampling from now on: the next launch reads the reference as it is now.
  CHECK(cuTexRefSetFilterMode(image, CU_TR_FILTER_MODE_POINT));
  run_sample(sample, out, n);

  // What the references say about themselves.
  CUdeviceptr address;
  CHECK(cuTexRefGetAddress(&address, bytes));
  printf("address is the memory bound: %s\n", address == dbytes ? "yes" : "no");
  CUarray bound;
  CHECK(cuTexRefGetArray(&bound, image));
  printf("array is the array bound: %s\n", bound == array ? "yes" : "no");
  CUarray_format format;
  int channels;
  CHECK(cuTexRefGetFormat(&format, &channels, bytes));
  printf("bytes format: %d x %d\n", (int)format, channels);
  CUaddress_mode am;
  CUfilter_mode fm;
  unsigned int flags;
  CHECK(cuTexRefGetAddressMode(&am, image, 0));
  CHECK(cuTexRefGetFilterMode(&fm, image));
  CHECK(cuTexRefGetFlags(&flags, bytes));
  printf("image: address mode %d, filter mode %d; bytes flags %u\n", (int)am, (int)fm, flags);

  // A surface reference bound to an array made for surface loads and stores.
  CUDA_ARRAY3D_DESCRIPTOR sd = {8, 1, 0, CU_AD_FORMAT_SIGNED_INT32, 1, CUDA_ARRAY3D_SURFACE_LDST};
  CUarray target;
  CHECK(cuArray3DCreate(&target, &sd));
  CUsurfref canvas;
  CHECK(cuModuleGetSurfRef(&canvas, module, "canvas"));
  CHECK(cuSurfRefSetArray(canvas, target, 0));
  CHECK(cuLaunchKernel(paint, 1, 1, 1, 8, 1, 1, 0, 0, 0, 0));
  int painted[8];
  CHECK(cuMemcpyAtoH(painted, target, 0, sizeof painted));
  printf("canvas:");
  for (int i = 0; i < 8; i++) printf(" %d", painted[i]);
  printf("\n");
  CUarray surface_array;
  CHECK(cuSurfRefGetArray(&surface_array, canvas));
  printf("surface array is the array bound: %s\n", surface_array == target ? "yes" : "no");

  // Bad arguments, and graphics interop with nothing registered.
  CUtexref missing;
  show("cuModuleGetTexRef(\"missing\")", cuModuleGetTexRef(&missing, module, "missing"));
  show("cuTexRefGetArray of linear memory", cuTexRefGetArray(&bound, bytes));
  show("cuTexRefSetAddressMode(dim 3)", cuTexRefSetAddressMode(image, 3, CU_TR_ADDRESS_MODE_WRAP));
  show("cuTexRefSetFormat(3 channels)", cuTexRefSetFormat(bytes, CU_AD_FORMAT_FLOAT, 3));
  show("cuParamSetTexRef(unit 0)", cuParamSetTexRef(sample, 0, image));
  show("cuParamSetTexRef(default unit)", cuParamSetTexRef(sample, CU_PARAM_TR_DEFAULT, image));
  show("cuGraphicsMapResources(none)", cuGraphicsMapResources(0, 0, 0));
  show("cuGraphicsUnregisterResource(null)", cuGraphicsUnregisterResource(0));
  const void* table;
  CUuuid id = {{0}};
  show("cuGetExportTable", cuGetExportTable(&table, &id));

  CHECK(cuArrayDestroy(array));
  CHECK(cuArrayDestroy(target));
  CHECK(cuMemFree(dbytes));
  CHECK(cuMemFree(out));
  CHECK(cuModuleUnload(module));
  free(code);
  return 0;
}
