__global__ void k(int* o, int n) {
  if constexpr (n > 2) o[0] = 1;
}
