// A string literal's characters are const, also through a unary plus that decays it.
__global__ void k(char* out) {
  char* w = +"ab";
  out[0] = w[0];
}
