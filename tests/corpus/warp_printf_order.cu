// A warp's printf output comes statement by statement, each for the lanes that reach it
// together, in lane order: the head of a row printed by lane 0 comes before the row, and a
// loop whose trip count differs by lane prints each iteration's lanes before the next's.
#include <cstdio>

__global__ void rows() {
  int lane = threadIdx.x;
  if (lane == 0) printf("row: ");
  printf("%2d ", lane);
  if (lane == 0) printf("\n");
  if (lane % 8 == 0) printf("[%d]", lane / 8);
  else printf(".");
  if (lane == 31) printf("\n");
}

__global__ void uneven() {
  int lane = threadIdx.x;
  for (int i = 0; i < lane % 3; ++i) printf("%d:%d ", lane, i);
  if (lane == 0) printf("| done\n");
}

int main() {
  rows<<<1, 32>>>();
  cudaDeviceSynchronize();
  uneven<<<1, 12>>>();
  cudaDeviceSynchronize();
  return 0;
}
