// Mipmapped arrays through the driver API: cuMipmappedArrayCreate, each level's array from
// cuMipmappedArrayGetLevel filled by cuMemcpy2D, a texture object over the whole array
// (CU_RESOURCE_TYPE_MIPMAPPED_ARRAY) read with tex2DLod through nearest and weighed levels, the
// level's descriptor, and the errors for levels the array does not have.
#include <cuda.h>
#include <cstdio>

__global__ void sample(CUtexObject t, float u, float v, const float* levels, int n, float* out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2DLod<float>(t, u, v, levels[i]);
}

static const char* name(CUresult r) {
  const char* s = "?";
  cuGetErrorName(r, &s);
  return s;
}

int main() {
  cuInit(0);
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  CUcontext ctx;
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  CUDA_ARRAY3D_DESCRIPTOR d = {};
  d.Width = 16;
  d.Height = 8;
  d.Format = CU_AD_FORMAT_FLOAT;
  d.NumChannels = 1;
  CUmipmappedArray mip;
  printf("create: %s\n", name(cuMipmappedArrayCreate(&mip, &d, 5)));
  for (unsigned l = 0; l < 5; ++l) {
    CUarray level;
    cuMipmappedArrayGetLevel(&level, mip, l);
    CUDA_ARRAY3D_DESCRIPTOR ld;
    cuArray3DGetDescriptor(&ld, level);
    float h[128];
    for (size_t y = 0; y < ld.Height; ++y)
      for (size_t x = 0; x < ld.Width; ++x) h[y * ld.Width + x] = 1000.0f * l + 10 * y + x;
    CUDA_MEMCPY2D c = {};
    c.srcMemoryType = CU_MEMORYTYPE_HOST;
    c.srcHost = h;
    c.srcPitch = ld.Width * sizeof(float);
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    c.dstArray = level;
    c.WidthInBytes = ld.Width * sizeof(float);
    c.Height = ld.Height;
    CUresult r = cuMemcpy2D(&c);
    printf("level %u: %zu x %zu, copy %s\n", l, ld.Width, ld.Height, name(r));
  }
  CUarray none;
  printf("level 5: %s\n", name(cuMipmappedArrayGetLevel(&none, mip, 5)));
  float lv[8] = {-1, 0, 0.5f, 1, 1.25f, 2.75f, 3.5f, 9};
  CUdeviceptr dlv, dout;
  cuMemAlloc(&dlv, sizeof lv);
  cuMemAlloc(&dout, sizeof lv);
  cuMemcpyHtoD(dlv, lv, sizeof lv);
  for (int linear = 0; linear < 2; ++linear) {
    CUDA_RESOURCE_DESC rd = {};
    rd.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
    rd.res.mipmap.hMipmappedArray = mip;
    CUDA_TEXTURE_DESC td = {};
    td.addressMode[0] = td.addressMode[1] = CU_TR_ADDRESS_MODE_CLAMP;
    td.filterMode = CU_TR_FILTER_MODE_POINT;
    td.mipmapFilterMode = linear ? CU_TR_FILTER_MODE_LINEAR : CU_TR_FILTER_MODE_POINT;
    td.maxMipmapLevelClamp = 16;
    td.flags = CU_TRSF_NORMALIZED_COORDINATES;
    CUtexObject t;
    printf("%s levels: texture %s\n", linear ? "weighed" : "nearest", name(cuTexObjectCreate(&t, &rd, &td, NULL)));
    sample<<<1, 8>>>(t, 0.7f, 0.3f, (const float*)dlv, 8, (float*)dout);
    float out[8];
    cuMemcpyDtoH(out, dout, sizeof out);
    for (int i = 0; i < 8; ++i) printf("  level %g: %g\n", lv[i], out[i]);
    cuTexObjectDestroy(t);
  }
  printf("destroy: %s\n", name(cuMipmappedArrayDestroy(mip)));
  return 0;
}
