// Structured bindings to bit-fields: a copy's bindings read the copy, a reference's read and
// write the fields themselves, with the fields' widths and signedness.
#include <cstdio>

struct Packed {
  unsigned kind : 3;
  int delta : 5;
  int count;
  unsigned long long tag : 40;
};

__global__ void decompose(Packed* items, int* out) {
  Packed& p = items[threadIdx.x];
  auto [kind, delta, count, tag] = p;   // a copy
  auto& [rkind, rdelta, rcount, rtag] = p;  // the fields themselves
  rkind += 6;       // wraps at 3 bits
  rdelta -= 20;     // wraps at 5 signed bits
  ++rcount;
  rtag = rtag * 3 + 1;
  out[4 * threadIdx.x + 0] = kind + 10 * rkind;
  out[4 * threadIdx.x + 1] = delta * 100 + rdelta;
  out[4 * threadIdx.x + 2] = count * 100 + rcount;
  out[4 * threadIdx.x + 3] = (int)(tag % 1000) * 1000 + (int)(rtag % 1000);
}

int main() {
  Packed h[2] = {{5, -3, 7, 123456789012ull}, {1, 15, -2, 999}};
  Packed* d;
  int* out;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&out, 8 * sizeof(int));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  decompose<<<1, 2>>>(d, out);
  int r[8];
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 2; ++i)
    printf("%d %d %d %d | %u %d %d %llu\n", r[4 * i], r[4 * i + 1], r[4 * i + 2], r[4 * i + 3],
           h[i].kind, h[i].delta, h[i].count, (unsigned long long)h[i].tag);
  return 0;
}
