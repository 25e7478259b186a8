// Constant expressions compute in their operands' types, as C++ does: unsigned values wrap
// around, the usual arithmetic conversions apply (`-1 < 0u` is false), and a constant is
// converted to its declared type (`constexpr bool b = 2;` is true). Device values are checked
// against the host compiler's.
#include <cstdio>
#include <climits>
#include <cstddef>
const unsigned MASK = ~0u >> 4;
constexpr unsigned long long TOP = ~0ull >> 60;
constexpr bool LT = -1 < 0u;
constexpr unsigned Q = (0u - 2) / 2;
constexpr bool B2 = 2, B256 = 256;
__device__ bool gI = 256;
__device__ bool gF = 0.25;
constexpr unsigned char UC = -1;
template<bool V> __device__ int t(){ return V; }
static_assert((~0u >> 28) == 15, "unsigned wrap");
static_assert(!(-1 < 0u), "usual arithmetic conversions");
static_assert(ULLONG_MAX > 0, "");
static_assert(UINT_MAX + 1 == 0, "");
static_assert(sizeof(int) - 5 > 0, "");
static_assert((size_t)-1 > 0, "");
static_assert(ULLONG_MAX / 2 == LLONG_MAX, "");
static_assert(10u / -2 == 0, "");
static_assert(-3 % 5u == 3, "");
constexpr unsigned fnv(const char* s, unsigned h = 2166136261u) { return *s ? fnv(s + 1, (h ^ (unsigned char)*s) * 16777619u) : h; }
__host__ __device__ constexpr unsigned hash_loop(int n) { unsigned h = 2166136261u; for (int i = 0; i < n; i++) { h ^= (unsigned)i; h *= 16777619u; } return h; }
template <unsigned H> __device__ unsigned get() { return H; }
__device__ long long v[] = {-7 % 3u, 100u % -3, -5u / 2, 1 ? -1 : 0u};
__global__ void k(unsigned long long* o){
  o[0] = MASK; o[1] = TOP; o[2] = LT; o[3] = Q; o[4] = B2; o[5] = B256; o[6] = gI; o[7] = gF; o[8] = t<(bool)0.5>(); o[9] = UC > 0;
  o[10] = get<hash_loop(5)>(); o[11] = v[0]; o[12] = v[1]; o[13] = v[2]; o[14] = v[3];
  char a[~0u >> 28]; o[15] = sizeof(a);
  switch (0x7fffffff) { case (int)(~0u >> 1): o[16] = 1; break; default: o[16] = 0; }
}
int main(){
  unsigned long long *d, h[17]; cudaMalloc(&d, sizeof h); k<<<1,1>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  long long hv[] = {-7 % 3u, 100u % -3, -5u / 2, 1 ? -1 : 0u};
  unsigned long long e[17] = {MASK, TOP, LT, Q, B2, B256, 1, 1, 1, UC > 0, hash_loop(5), (unsigned long long)hv[0], (unsigned long long)hv[1], (unsigned long long)hv[2], (unsigned long long)hv[3], 15, 1};
  for (int i = 0; i < 17; i++) printf("%s %d host=%llx device=%llx\n", e[i] == h[i] ? "SAME" : "DIFF", i, e[i], h[i]);
}
