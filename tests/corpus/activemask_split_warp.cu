#include <cstdio>
__global__ void k(unsigned* out) {
  int lane = threadIdx.x;
  unsigned am = 0;
  if (lane < 12) am = __activemask();
  unsigned b = __ballot_sync(0xffffffff, 1);
  out[lane] = b;
  out[32 + lane] = am;
}
int main() {
  unsigned* d; cudaMalloc(&d, 64 * 4);
  k<<<1, 32>>>(d);
  unsigned h[64]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("lane0 ballot=%x lane20 ballot=%x (expect ffffffff) am0=%x\n", h[0], h[20], h[32]);
  printf("%s\n", (h[0] == 0xffffffffu && h[20] == 0xffffffffu) ? "PASS" : "FAIL");
}
