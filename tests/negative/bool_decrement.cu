// C++ has no decrement of a `bool`.
__global__ void k(bool* flags) { flags[0]--; }
