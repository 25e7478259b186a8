// A hash whose rounds are unrolled by macros into large device functions, as cryptographic
// kernels are written: each function is thousands of instructions once its calls are inlined,
// with a conditional expression in every step. The permutation works on a state the kernel
// keeps in a local array and reads round constants from constant memory.
#include <cstdio>
#include <cstdint>

__constant__ uint64_t round_keys[8];

// One step of the mix: add, rotate, and a conditional fold that keeps the lane below a prime.
#define STEP(s, i)                                                              \
  s[(i) % 4] += s[((i) + 1) % 4] ^ round_keys[(i) % 8];                          \
  s[(i) % 4] = (s[(i) % 4] << 13 | s[(i) % 4] >> 51);                            \
  s[(i) % 4] = s[(i) % 4] >= 0xffffffff00000001ull ? s[(i) % 4] - 0xffffffff00000001ull \
                                                   : s[(i) % 4];               \
  s[((i) + 2) % 4] ^= (s[(i) % 4] & 1) ? s[((i) + 3) % 4] : ~s[((i) + 3) % 4];
#define STEP4(s, i) STEP(s, i) STEP(s, i + 1) STEP(s, i + 2) STEP(s, i + 3)
#define STEP16(s, i) STEP4(s, i) STEP4(s, i + 4) STEP4(s, i + 8) STEP4(s, i + 12)
#define STEP64(s, i) STEP16(s, i) STEP16(s, i + 16) STEP16(s, i + 32) STEP16(s, i + 48)

__device__ void half_round(uint64_t* s) { STEP64(s, 0) STEP64(s, 64) }

__device__ uint64_t squeeze(const uint64_t* s) {
  uint64_t h = 0;
  for (int i = 0; i < 4; ++i) h = h * 0x100000001b3ull ^ (s[i] > h ? s[i] - h : h - s[i]);
  return h;
}

__device__ uint64_t permute(uint64_t* s, int rounds) {
  for (int r = 0; r < rounds; ++r) {
    half_round(s);
    s[0] ^= r;
    half_round(s);
  }
  return squeeze(s);
}

// The same steps written as a loop: what the unrolled functions must compute.
__device__ uint64_t permute_looped(uint64_t* s, int rounds) {
  for (int r = 0; r < rounds; ++r) {
    for (int half = 0; half < 2; ++half) {
      for (int i = 0; i < 128; ++i) { STEP(s, i) }
      if (half == 0) s[0] ^= r;
    }
  }
  return squeeze(s);
}

__global__ void hash_leaves(const uint64_t* leaves, uint64_t* digests, uint64_t* checks, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint64_t state[4] = {leaves[2 * i], leaves[2 * i + 1], (uint64_t)i, 2};
  uint64_t copy[4] = {state[0], state[1], state[2], state[3]};
  digests[i] = permute(state, 3);
  checks[i] = permute_looped(copy, 3);
}

int main() {
  const int n = 96;
  uint64_t keys[8];
  for (int k = 0; k < 8; ++k) keys[k] = 0x9e3779b97f4a7c15ull * (k + 1);
  cudaMemcpyToSymbol(round_keys, keys, sizeof keys);
  uint64_t *leaves, *digests, *checks;
  cudaMallocManaged(&leaves, 2 * n * sizeof(uint64_t));
  cudaMallocManaged(&digests, n * sizeof(uint64_t));
  cudaMallocManaged(&checks, n * sizeof(uint64_t));
  for (int i = 0; i < 2 * n; ++i) leaves[i] = 0xdeadbeefull * i + 17;
  hash_leaves<<<3, 32>>>(leaves, digests, checks, n);
  cudaError_t e = cudaDeviceSynchronize();
  printf("launch: %s\n", cudaGetErrorString(e));
  int same = 0;
  uint64_t all = 0;
  for (int i = 0; i < n; ++i) {
    same += digests[i] == checks[i];
    all ^= digests[i] * (i + 1);
  }
  printf("unrolled and looped agree on %d of %d leaves\n", same, n);
  for (int i = 0; i < 4; ++i) printf("digest %d: %016llx\n", i, (unsigned long long)digests[i]);
  printf("digest %d: %016llx\n", n - 1, (unsigned long long)digests[n - 1]);
  printf("combined: %016llx\n", (unsigned long long)all);
  return 0;
}
