#include <cstdio>
// Grid-stride loop whose trip count differs between lanes, then a full-warp vote.
__global__ void k(int n, unsigned* out) {
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) sum += i;
  out[threadIdx.x] = __ballot_sync(0xffffffff, 1);
}
int main() {
  unsigned* o; cudaMalloc(&o, 32 * 4);
  k<<<1, 32>>>(40, o);
  unsigned r[32]; cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  printf("lane0 %x lane31 %x (expect ffffffff ffffffff)\n%s\n", r[0], r[31],
         (r[0] == 0xffffffffu && r[31] == 0xffffffffu) ? "PASS" : "FAIL");
}
