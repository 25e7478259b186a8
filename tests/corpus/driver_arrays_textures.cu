// The driver API's arrays, pitched copies, texture and surface objects and occupancy search:
// an array filled by cuMemcpy2D at an offset, read back through a texture object (point and
// linear filtering, normalized coordinates) and a pitched resource; 8-bit data read as
// normalized floats and, with CU_TRSF_READ_AS_INTEGER, as integers; a 3D array round trip
// through cuMemcpy3D; a surface object written by a kernel; descriptors read back;
// cuOccupancyMaxPotentialBlockSize with a fixed and a block-size-dependent shared memory;
// invalid descriptors and copies.
#include <cuda.h>
#include <cstdio>
#include <cstring>

static const char* cu_name(CUresult r) {
  const char* s = "?";
  cuGetErrorName(r, &s);
  return s;
}

#define CU_CHECK(call)                                         \
  do {                                                         \
    CUresult r_ = (call);                                      \
    if (r_ != CUDA_SUCCESS) {                                  \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cu_name(r_));  \
      return 1;                                                \
    }                                                          \
  } while (0)

__global__ void sample2d(cudaTextureObject_t tex, float* out, int w, int h, float shift) {
  int x = threadIdx.x, y = blockIdx.x;
  out[y * w + x] = tex2D<float>(tex, (x + shift) / w, (y + 0.5f) / h);
}

__global__ void fetch_bytes(cudaTextureObject_t normalized, cudaTextureObject_t integer, float* f,
                            unsigned* u) {
  int i = threadIdx.x;
  f[i] = tex1Dfetch<float>(normalized, i);
  u[i] = tex1Dfetch<unsigned char>(integer, i);
}

__global__ void write_surface(cudaSurfaceObject_t surf, int w) {
  int x = threadIdx.x, y = blockIdx.x;
  surf2Dwrite(y * 100 + x, surf, x * (int)sizeof(int), y);
}

__global__ void busy(float* p) { p[threadIdx.x] += 1.0f; }

static size_t shared_for(int block_size) { return (size_t)block_size * 160; }

int main() {
  CU_CHECK(cuInit(0));
  CUdevice dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));

  // A 6x4 float array; a 4x2 block of it written at (1, 1) from a host image with a pitch.
  const int W = 6, H = 4;
  CUDA_ARRAY_DESCRIPTOR ad;
  memset(&ad, 0, sizeof ad);
  ad.Width = W;
  ad.Height = H;
  ad.Format = CU_AD_FORMAT_FLOAT;
  ad.NumChannels = 1;
  CUarray array;
  CU_CHECK(cuArrayCreate(&array, &ad));
  float zeros[W * H] = {0};
  CUDA_MEMCPY2D c;
  memset(&c, 0, sizeof c);
  c.srcMemoryType = CU_MEMORYTYPE_HOST;
  c.srcHost = zeros;
  c.srcPitch = W * sizeof(float);
  c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
  c.dstArray = array;
  c.WidthInBytes = W * sizeof(float);
  c.Height = H;
  CU_CHECK(cuMemcpy2D(&c));
  float image[2][5];
  for (int y = 0; y < 2; y++)
    for (int x = 0; x < 5; x++) image[y][x] = 10.0f * (y + 1) + x;
  memset(&c, 0, sizeof c);
  c.srcMemoryType = CU_MEMORYTYPE_HOST;
  c.srcHost = image;
  c.srcPitch = sizeof image[0];
  c.srcXInBytes = sizeof(float);
  c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
  c.dstArray = array;
  c.dstXInBytes = sizeof(float);
  c.dstY = 1;
  c.WidthInBytes = 4 * sizeof(float);
  c.Height = 2;
  CU_CHECK(cuMemcpy2D(&c));

  CUDA_ARRAY_DESCRIPTOR back;
  CU_CHECK(cuArrayGetDescriptor(&back, array));
  printf("descriptor: %zux%zu format %#x channels %u\n", back.Width, back.Height,
         (unsigned)back.Format, back.NumChannels);

  CUDA_RESOURCE_DESC rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = CU_RESOURCE_TYPE_ARRAY;
  rd.res.array.hArray = array;
  CUDA_TEXTURE_DESC td;
  memset(&td, 0, sizeof td);
  td.addressMode[0] = CU_TR_ADDRESS_MODE_CLAMP;
  td.addressMode[1] = CU_TR_ADDRESS_MODE_CLAMP;
  td.filterMode = CU_TR_FILTER_MODE_POINT;
  td.flags = CU_TRSF_NORMALIZED_COORDINATES;
  CUtexObject point;
  CU_CHECK(cuTexObjectCreate(&point, &rd, &td, nullptr));
  td.filterMode = CU_TR_FILTER_MODE_LINEAR;
  CUtexObject linear;
  CU_CHECK(cuTexObjectCreate(&linear, &rd, &td, nullptr));

  float* out;
  cudaMalloc(&out, W * H * sizeof(float));
  float host[W * H];
  sample2d<<<H, W>>>(point, out, W, H, 0.5f);
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  printf("point:\n");
  for (int y = 0; y < H; y++) {
    for (int x = 0; x < W; x++) printf(" %5.1f", host[y * W + x]);
    printf("\n");
  }
  sample2d<<<H, W>>>(linear, out, W, H, 0.75f);
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  printf("linear, a quarter texel right:\n");
  for (int y = 0; y < H; y++) {
    for (int x = 0; x < W; x++) printf(" %6.2f", host[y * W + x]);
    printf("\n");
  }

  // The array copied to pitched device memory with cuMemcpy2D, then sampled as a pitch2D
  // resource.
  CUdeviceptr pitched;
  const size_t pitch = 256;
  CU_CHECK(cuMemAlloc(&pitched, pitch * H));
  memset(&c, 0, sizeof c);
  c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
  c.srcArray = array;
  c.dstMemoryType = CU_MEMORYTYPE_DEVICE;
  c.dstDevice = pitched;
  c.dstPitch = pitch;
  c.WidthInBytes = W * sizeof(float);
  c.Height = H;
  CU_CHECK(cuMemcpy2D(&c));
  memset(&rd, 0, sizeof rd);
  rd.resType = CU_RESOURCE_TYPE_PITCH2D;
  rd.res.pitch2D.devPtr = pitched;
  rd.res.pitch2D.format = CU_AD_FORMAT_FLOAT;
  rd.res.pitch2D.numChannels = 1;
  rd.res.pitch2D.width = W;
  rd.res.pitch2D.height = H;
  rd.res.pitch2D.pitchInBytes = pitch;
  td.filterMode = CU_TR_FILTER_MODE_POINT;
  CUtexObject pitched_tex;
  CU_CHECK(cuTexObjectCreate(&pitched_tex, &rd, &td, nullptr));
  sample2d<<<H, W>>>(pitched_tex, out, W, H, 0.5f);
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  printf("pitched row 2:");
  for (int x = 0; x < W; x++) printf(" %4.1f", host[2 * W + x]);
  printf("\n");

  // 8-bit data in linear memory: normalized floats unless read as integers.
  unsigned char bytes[4] = {0, 51, 128, 255};
  CUdeviceptr dbytes;
  CU_CHECK(cuMemAlloc(&dbytes, sizeof bytes));
  CU_CHECK(cuMemcpyHtoD(dbytes, bytes, sizeof bytes));
  memset(&rd, 0, sizeof rd);
  rd.resType = CU_RESOURCE_TYPE_LINEAR;
  rd.res.linear.devPtr = dbytes;
  rd.res.linear.format = CU_AD_FORMAT_UNSIGNED_INT8;
  rd.res.linear.numChannels = 1;
  rd.res.linear.sizeInBytes = sizeof bytes;
  memset(&td, 0, sizeof td);
  CUtexObject as_float, as_int;
  CU_CHECK(cuTexObjectCreate(&as_float, &rd, &td, nullptr));
  td.flags = CU_TRSF_READ_AS_INTEGER;
  CU_CHECK(cuTexObjectCreate(&as_int, &rd, &td, nullptr));
  float* f;
  unsigned* u;
  cudaMalloc(&f, 4 * sizeof(float));
  cudaMalloc(&u, 4 * sizeof(unsigned));
  fetch_bytes<<<1, 4>>>(as_float, as_int, f, u);
  float fh[4];
  unsigned uh[4];
  cudaMemcpy(fh, f, sizeof fh, cudaMemcpyDeviceToHost);
  cudaMemcpy(uh, u, sizeof uh, cudaMemcpyDeviceToHost);
  printf("bytes as floats: %.4f %.4f %.4f %.4f\n", fh[0], fh[1], fh[2], fh[3]);
  printf("bytes as integers: %u %u %u %u\n", uh[0], uh[1], uh[2], uh[3]);

  // A 3D array of int2 filled from host memory by cuMemcpy3D and read back at an offset.
  CUDA_ARRAY3D_DESCRIPTOR a3;
  memset(&a3, 0, sizeof a3);
  a3.Width = 4;
  a3.Height = 3;
  a3.Depth = 2;
  a3.Format = CU_AD_FORMAT_SIGNED_INT32;
  a3.NumChannels = 2;
  CUarray array3;
  CU_CHECK(cuArray3DCreate(&array3, &a3));
  int cube[2][3][4][2];
  for (int z = 0; z < 2; z++)
    for (int y = 0; y < 3; y++)
      for (int x = 0; x < 4; x++) {
        cube[z][y][x][0] = 100 * z + 10 * y + x;
        cube[z][y][x][1] = -cube[z][y][x][0];
      }
  CUDA_MEMCPY3D c3;
  memset(&c3, 0, sizeof c3);
  c3.srcMemoryType = CU_MEMORYTYPE_HOST;
  c3.srcHost = cube;
  c3.srcPitch = 4 * 2 * sizeof(int);
  c3.srcHeight = 3;
  c3.dstMemoryType = CU_MEMORYTYPE_ARRAY;
  c3.dstArray = array3;
  c3.WidthInBytes = 4 * 2 * sizeof(int);
  c3.Height = 3;
  c3.Depth = 2;
  CU_CHECK(cuMemcpy3D(&c3));
  int slab[2][2][2][2];
  memset(&c3, 0, sizeof c3);
  c3.srcMemoryType = CU_MEMORYTYPE_ARRAY;
  c3.srcArray = array3;
  c3.srcXInBytes = 2 * 2 * sizeof(int);
  c3.srcY = 1;
  c3.dstMemoryType = CU_MEMORYTYPE_HOST;
  c3.dstHost = slab;
  c3.dstPitch = 2 * 2 * sizeof(int);
  c3.dstHeight = 2;
  c3.WidthInBytes = 2 * 2 * sizeof(int);
  c3.Height = 2;
  c3.Depth = 2;
  CU_CHECK(cuMemcpy3D(&c3));
  printf("3D slab:");
  for (int z = 0; z < 2; z++)
    for (int y = 0; y < 2; y++)
      for (int x = 0; x < 2; x++) printf(" (%d,%d)", slab[z][y][x][0], slab[z][y][x][1]);
  printf("\n");
  CUDA_ARRAY3D_DESCRIPTOR a3back;
  CU_CHECK(cuArray3DGetDescriptor(&a3back, array3));
  printf("3D descriptor: %zux%zux%zu format %#x channels %u flags %u\n", a3back.Width,
         a3back.Height, a3back.Depth, (unsigned)a3back.Format, a3back.NumChannels, a3back.Flags);

  // A surface object over a surface-capable int array, written by a kernel.
  CUDA_ARRAY3D_DESCRIPTOR sd;
  memset(&sd, 0, sizeof sd);
  sd.Width = 5;
  sd.Height = 2;
  sd.Format = CU_AD_FORMAT_SIGNED_INT32;
  sd.NumChannels = 1;
  sd.Flags = CUDA_ARRAY3D_SURFACE_LDST;
  CUarray surface_array;
  CU_CHECK(cuArray3DCreate(&surface_array, &sd));
  memset(&rd, 0, sizeof rd);
  rd.resType = CU_RESOURCE_TYPE_ARRAY;
  rd.res.array.hArray = surface_array;
  CUsurfObject surf;
  CU_CHECK(cuSurfObjectCreate(&surf, &rd));
  write_surface<<<2, 5>>>(surf, 5);
  int written[2][5];
  memset(&c, 0, sizeof c);
  c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
  c.srcArray = surface_array;
  c.dstMemoryType = CU_MEMORYTYPE_HOST;
  c.dstHost = written;
  c.dstPitch = sizeof written[0];
  c.WidthInBytes = sizeof written[0];
  c.Height = 2;
  CU_CHECK(cuMemcpy2D(&c));
  printf("surface:");
  for (int y = 0; y < 2; y++)
    for (int x = 0; x < 5; x++) printf(" %d", written[y][x]);
  printf("\n");

  // Occupancy: a small kernel fills a multiprocessor with the largest block; shared memory
  // that grows with the block picks a smaller one.
  CUfunction busy_fn;
  cudaGetFuncBySymbol((cudaFunction_t*)&busy_fn, (const void*)busy);
  int grid = 0, block = 0;
  CU_CHECK(cuOccupancyMaxPotentialBlockSize(&grid, &block, busy_fn, nullptr, 0, 0));
  int sms = 0;
  cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
  printf("potential block %d, grid %d per multiprocessor\n", block, grid / sms);
  CU_CHECK(cuOccupancyMaxPotentialBlockSize(&grid, &block, busy_fn, nullptr, 0, 200));
  printf("limited to 200 threads: block %d, grid %d per multiprocessor\n", block, grid / sms);
  CU_CHECK(cuOccupancyMaxPotentialBlockSize(&grid, &block, busy_fn, shared_for, 0, 0));
  printf("160 bytes a thread: block %d, grid %d per multiprocessor\n", block, grid / sms);
  printf("null outputs: %s\n",
         cu_name(cuOccupancyMaxPotentialBlockSize(nullptr, &block, busy_fn, nullptr, 0, 0)));

  // Bad descriptors and copies.
  CUarray bad;
  ad.NumChannels = 3;
  printf("3 channels: %s\n", cu_name(cuArrayCreate(&bad, &ad)));
  ad.NumChannels = 1;
  ad.Format = (CUarray_format)0x77;
  printf("unknown format: %s\n", cu_name(cuArrayCreate(&bad, &ad)));
  printf("null descriptor: %s\n", cu_name(cuArrayCreate(&bad, nullptr)));
  memset(&c, 0, sizeof c);
  c.srcMemoryType = (CUmemorytype)9;
  c.dstMemoryType = CU_MEMORYTYPE_HOST;
  c.dstHost = host;
  c.WidthInBytes = 4;
  c.Height = 1;
  printf("unknown memory type: %s\n", cu_name(cuMemcpy2D(&c)));
  printf("null copy: %s\n", cu_name(cuMemcpy2D(nullptr)));

  CU_CHECK(cuTexObjectDestroy(point));
  CU_CHECK(cuTexObjectDestroy(linear));
  CU_CHECK(cuTexObjectDestroy(pitched_tex));
  CU_CHECK(cuTexObjectDestroy(as_float));
  CU_CHECK(cuTexObjectDestroy(as_int));
  CU_CHECK(cuSurfObjectDestroy(surf));
  CU_CHECK(cuArrayDestroy(array));
  CU_CHECK(cuArrayDestroy(array3));
  CU_CHECK(cuArrayDestroy(surface_array));
  return 0;
}
