__global__ void k(bool* flags) { flags[0]++; ++flags[1]; }
