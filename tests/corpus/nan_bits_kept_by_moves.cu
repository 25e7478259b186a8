// corpus: a float NaN that no operation makes (loaded, copied, reinterpreted, a constant)
// keeps its bits, x86's default NaN (0xffc00000) too; NAN is the C library's quiet NaN;
// an invalid operation makes the GPU's canonical NaN
#include <cstdio>
#include <cmath>
#include <cstring>
__global__ void k(const float* in, float* out, unsigned* bits) {
  out[0] = in[0];
  bits[0] = __float_as_uint(in[0]);
  unsigned u = 0xffc00000u; float f; memcpy(&f, &u, 4);
  volatile float v = f; float g = v; unsigned w; memcpy(&w, &g, 4);
  bits[1] = w;
  float n = NAN; memcpy(&w, &n, 4); bits[2] = w;
  float z = in[1]; float q = z / z; memcpy(&w, &q, 4); bits[3] = w;
}
int main() {
  float *in, *out; unsigned* bits;
  cudaMallocManaged(&in, 8); cudaMallocManaged(&out, 4); cudaMallocManaged(&bits, 16);
  unsigned u = 0xffc00000u; memcpy(in, &u, 4); in[1] = 0.0f;
  k<<<1,1>>>(in, out, bits); cudaDeviceSynchronize();
  unsigned o; memcpy(&o, out, 4);
  printf("%08x %08x %08x %08x %08x\n", o, bits[0], bits[1], bits[2], bits[3]);
}
