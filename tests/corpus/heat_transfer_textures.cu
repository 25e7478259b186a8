// CUDA by Example's heat transfer: a 2D stencil reading the grid through texture objects over
// pitched memory, the source cells copied in before each step.
#include <cstdio>
#define DIM 128
#define SPEED 0.25f
#define MAX_TEMP 1.0f
#define MIN_TEMP 0.0001f
__global__ void copy_const_kernel(float *iptr, const float *cptr) {
  int x = threadIdx.x + blockIdx.x * blockDim.x, y = threadIdx.y + blockIdx.y * blockDim.y;
  int offset = x + y * blockDim.x * gridDim.x;
  if (cptr[offset] != 0) iptr[offset] = cptr[offset];
}
__global__ void blend_kernel(float *dst, cudaTextureObject_t in) {
  int x = threadIdx.x + blockIdx.x * blockDim.x, y = threadIdx.y + blockIdx.y * blockDim.y;
  int offset = x + y * blockDim.x * gridDim.x;
  float t = tex2D<float>(in, x, y - 1), l = tex2D<float>(in, x - 1, y), c = tex2D<float>(in, x, y);
  float r = tex2D<float>(in, x + 1, y), b = tex2D<float>(in, x, y + 1);
  dst[offset] = c + SPEED * (t + b + r + l - 4 * c);
}
int main() {
  float *in, *out, *constSrc;
  size_t bytes = DIM * DIM * sizeof(float);
  cudaMalloc(&in, bytes); cudaMalloc(&out, bytes); cudaMalloc(&constSrc, bytes);
  float *temp = (float *)malloc(bytes);
  for (int i = 0; i < DIM * DIM; i++) {
    temp[i] = 0; int x = i % DIM, y = i / DIM;
    if ((x > 30) && (x < 60) && (y > 31) && (y < 61)) temp[i] = MAX_TEMP;
  }
  temp[DIM * 10 + 10] = (MAX_TEMP + MIN_TEMP) / 2;
  temp[DIM * 70 + 10] = MIN_TEMP;
  cudaMemcpy(constSrc, temp, bytes, cudaMemcpyHostToDevice);
  for (int y = 80; y < 90; y++) for (int x = 40; x < 55; x++) temp[x + y * DIM] = MIN_TEMP;
  cudaMemcpy(in, temp, bytes, cudaMemcpyHostToDevice);
  cudaTextureObject_t tin, tout;
  cudaResourceDesc r = {}; r.resType = cudaResourceTypePitch2D; r.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  r.res.pitch2D.width = DIM; r.res.pitch2D.height = DIM; r.res.pitch2D.pitchInBytes = DIM * sizeof(float);
  cudaTextureDesc td = {}; td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp; td.filterMode = cudaFilterModePoint;
  r.res.pitch2D.devPtr = in; cudaCreateTextureObject(&tin, &r, &td, nullptr);
  r.res.pitch2D.devPtr = out; cudaCreateTextureObject(&tout, &r, &td, nullptr);
  dim3 blocks(DIM / 16, DIM / 16), threads(16, 16);
  volatile bool dstOut = true;
  for (int i = 0; i < 90; i++) {
    float *src = dstOut ? in : out, *dst = dstOut ? out : in;
    copy_const_kernel<<<blocks, threads>>>(src, constSrc);
    blend_kernel<<<blocks, threads>>>(dst, dstOut ? tin : tout);
    dstOut = !dstOut;
  }
  cudaMemcpy(temp, in, bytes, cudaMemcpyDeviceToHost);
  double sum = 0; for (int i = 0; i < DIM * DIM; i++) sum += temp[i];
  printf("heat sum %.4f center %.6f corner %.6f\n", sum, temp[DIM * 45 + 45], temp[DIM * 85 + 47]);
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
}
