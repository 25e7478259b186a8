// corpus: libcu++'s cuda::std::optional in device and host code: a search that may find
// nothing, value_or, emplace and reset, a class without a default constructor, comparisons,
// and optionals in arrays of results copied back to the host.
#include <cstdio>
#include <cuda/std/optional>

struct hit {
  int index;
  float score;
  __host__ __device__ hit(int i, float s) : index(i), score(s) {}
};

__device__ cuda::std::optional<int> first_above(const float* v, int n, float limit) {
  for (int i = 0; i < n; ++i)
    if (v[i] > limit) return i;
  return cuda::std::nullopt;
}

__device__ cuda::std::optional<hit> best_hit(const float* v, int n) {
  cuda::std::optional<hit> best;
  for (int i = 0; i < n; ++i)
    if (!best || v[i] > best->score) best.emplace(i, v[i]);
  return best;
}

__global__ void search(const float* values, int n, int* found, float* scores) {
  float limit = threadIdx.x * 2.5f;
  cuda::std::optional<int> at = first_above(values, n, limit);
  found[threadIdx.x] = at.value_or(-1);
  cuda::std::optional<hit> best = best_hit(values, threadIdx.x);
  scores[threadIdx.x] = best ? best->score * 10 + best.value().index : -1.0f;
  cuda::std::optional<int> a = 3, b;
  b = a;
  b.reset();
  if (threadIdx.x == 0) {
    found[8] = (a == cuda::std::optional<int>(3)) + 2 * (b == cuda::std::nullopt) + 4 * (b < a) +
               8 * a.has_value() + 16 * (cuda::std::make_optional(5) == 5);
  }
}

int main() {
  const int n = 8;
  float* values;
  int* found;
  float* scores;
  cudaMallocManaged(&values, n * sizeof(float));
  cudaMallocManaged(&found, 9 * sizeof(int));
  cudaMallocManaged(&scores, n * sizeof(float));
  const float v[n] = {1.0f, 4.5f, 3.0f, 9.5f, 2.0f, 12.0f, 0.5f, 7.0f};
  for (int i = 0; i < n; ++i) values[i] = v[i];
  search<<<1, n>>>(values, n, found, scores);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i) printf("limit %.1f: %d, best of %d: %.1f\n", i * 2.5f, found[i], i, scores[i]);
  printf("flags %d\n", found[8]);
  cuda::std::optional<hit> h;
  printf("host: %d", h.has_value());
  h.emplace(4, 0.25f);
  printf(" %d %.2f %d\n", h->index, h->score, cuda::std::optional<int>().value_or(9));
  return 0;
}
