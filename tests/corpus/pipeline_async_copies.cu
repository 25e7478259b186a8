// corpus: libcu++'s cuda::pipeline and cuda::memcpy_async: a thread-scope multi-stage pipeline
// (tiled matrix product, as NVIDIA's globalToShmemAsyncCopy sample stages it), a unified
// block-scope pipeline with group copies, partitioned pipelines (by role and by producer
// count), copies completed through a cuda::barrier, and the <cuda_pipeline.h> primitives.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
namespace cg = cooperative_groups;

constexpr int TILE = 16;
constexpr int STAGES = 3;

// C = A * B for n x n matrices, each thread staging its own elements through a 3-stage pipeline.
__global__ void matmul_staged(float* c, const float* a, const float* b, int n) {
  __shared__ float as[STAGES][TILE][TILE];
  __shared__ float bs[STAGES][TILE][TILE];
  const auto one = cuda::aligned_size_t<alignof(float)>(sizeof(float));
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  int tiles = n / TILE;
  float sum = 0.0f;
  int fetched = 0;
  for (int t = 0; t < tiles; ++t) {
    for (; fetched < tiles && fetched < t + STAGES; ++fetched) {
      pipe.producer_acquire();
      int s = fetched % STAGES;
      cuda::memcpy_async(&as[s][threadIdx.y][threadIdx.x], &a[row * n + fetched * TILE + threadIdx.x], one, pipe);
      cuda::memcpy_async(&bs[s][threadIdx.y][threadIdx.x], &b[(fetched * TILE + threadIdx.y) * n + col], one, pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    __syncthreads();
    int s = t % STAGES;
    for (int k = 0; k < TILE; ++k) sum += as[s][threadIdx.y][k] * bs[s][k][threadIdx.x];
    pipe.consumer_release();
    __syncthreads();
  }
  c[row * n + col] = sum;
}

// Block sums of batches staged through a 2-stage unified pipeline shared by the block.
__global__ void staged_sums(long long* out, const int* in, int batches) {
  constexpr int BATCH = 256;
  __shared__ int stage[2][BATCH];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  long long total = 0;
  for (int fetch = 0, use = 0; use < batches; ++use) {
    for (; fetch < batches && fetch < use + 2; ++fetch) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, stage[fetch % 2], in + fetch * BATCH, sizeof(int) * BATCH, pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    for (int i = 0; i < BATCH; ++i) total += (long long)stage[use % 2][i] * (threadIdx.x + 1);
    pipe.consumer_release();
  }
  out[threadIdx.x] = total;
}

// One warp produces rows, the other warps consume them; roles given per thread.
__global__ void partitioned_by_role(int* out, const int* in, int rows) {
  constexpr int WIDTH = 32;
  __shared__ int stage[4][WIDTH];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 4> state;
  auto block = cg::this_thread_block();
  bool producer = threadIdx.x >= blockDim.x - 32;
  auto pipe = cuda::make_pipeline(block, &state, producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer);
  int acc = 0;
  for (int r = 0; r < rows; ++r) {
    if (producer) {
      pipe.producer_acquire();
      int lane = threadIdx.x % 32;
      cuda::memcpy_async(&stage[r % 4][lane], &in[r * WIDTH + lane], sizeof(int), pipe);
      pipe.producer_commit();
    } else {
      pipe.consumer_wait();
      acc += stage[r % 4][(threadIdx.x + r) % WIDTH] * (r + 1);
      pipe.consumer_release();
    }
  }
  if (!producer) out[threadIdx.x] = acc;
  bool last = pipe.quit();
  __shared__ int lasts;
  if (threadIdx.x == 0) lasts = 0;
  __syncthreads();
  if (last) atomicAdd(&lasts, 1);
  __syncthreads();
  if (threadIdx.x == 0) out[blockDim.x] = lasts;
}

// The first 8 threads produce (a producer count); each stage is copied by them as a group.
__global__ void partitioned_by_count(int* out, const int* in, int rows) {
  constexpr int WIDTH = 64;
  __shared__ int stage[2][WIDTH];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state, 8);
  int acc = 0;
  if (threadIdx.x < 8) {
    auto producers = cg::tiled_partition<8>(block);
    for (int r = 0; r < rows; ++r) {
      pipe.producer_acquire();
      cuda::memcpy_async(producers, stage[r % 2], in + r * WIDTH, cuda::aligned_size_t<16>(sizeof(int) * WIDTH), pipe);
      pipe.producer_commit();
    }
  } else {
    for (int r = 0; r < rows; ++r) {
      pipe.consumer_wait();
      acc ^= stage[r % 2][threadIdx.x % WIDTH] + r;
      pipe.consumer_release();
    }
    out[threadIdx.x] = acc;
  }
}

// Copies whose completion a cuda::barrier's phase covers, then the pipeline primitives.
__global__ void barrier_and_primitives(int* out, const int* in) {
  __shared__ int4 tile[64];
  __shared__ int words[64];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, tile, in, sizeof(int4) * 64, bar);
  cuda::memcpy_async(&words[threadIdx.x], &in[threadIdx.x * 3], sizeof(int), bar);
  bar.arrive_and_wait();
  int4 v = tile[63 - threadIdx.x];
  int a = v.x + 2 * v.y + 3 * v.z + 4 * v.w + words[(threadIdx.x + 1) % 64];

  __shared__ __align__(16) int prim[64][4];
  // The last 4 * (threadIdx.x % 4) bytes of each 16-byte copy are zero-filled.
  __pipeline_memcpy_async(prim[threadIdx.x], &in[threadIdx.x * 4], 16, 4 * (threadIdx.x % 4));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  int b = prim[threadIdx.x][0] + prim[threadIdx.x][1] + prim[threadIdx.x][2] + prim[threadIdx.x][3];
  out[threadIdx.x] = a * 1000 + b;
}

int main() {
  const int n = 64;
  float *a, *b, *c;
  cudaMallocManaged(&a, n * n * sizeof(float));
  cudaMallocManaged(&b, n * n * sizeof(float));
  cudaMallocManaged(&c, n * n * sizeof(float));
  for (int i = 0; i < n * n; ++i) {
    a[i] = (float)((i * 7) % 13) - 6.0f;
    b[i] = (float)((i * 5) % 11) * 0.5f;
  }
  matmul_staged<<<dim3(n / TILE, n / TILE), dim3(TILE, TILE)>>>(c, a, b, n);
  cudaDeviceSynchronize();
  double checksum = 0.0, worst = 0.0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double ref = 0.0;
      for (int k = 0; k < n; ++k) ref += (double)a[i * n + k] * b[k * n + j];
      double d = ref - c[i * n + j];
      if (d < 0) d = -d;
      if (d > worst) worst = d;
      checksum += c[i * n + j] * ((i + j) % 5);
    }
  printf("matmul_staged: checksum %.1f, largest error %.1f\n", checksum, worst);

  const int batches = 7;
  int* in;
  long long* sums;
  cudaMallocManaged(&in, 256 * batches * sizeof(int));
  cudaMallocManaged(&sums, 64 * sizeof(long long));
  for (int i = 0; i < 256 * batches; ++i) in[i] = (i * 37) % 101 - 50;
  staged_sums<<<1, 64>>>(sums, in, batches);
  cudaDeviceSynchronize();
  long long expect = 0;
  for (int i = 0; i < 256 * batches; ++i) expect += in[i];
  printf("staged_sums: thread 0 %lld (host %lld), thread 63 %lld\n", sums[0], expect, sums[63]);

  int* out;
  cudaMallocManaged(&out, 200 * sizeof(int));
  partitioned_by_role<<<1, 128>>>(out, in, 40);
  cudaDeviceSynchronize();
  long long roles = 0;
  for (int i = 0; i < 96; ++i) roles += (long long)out[i] * (i + 1);
  printf("partitioned_by_role: %lld, threads that quit last %d\n", roles, out[128]);

  partitioned_by_count<<<1, 72>>>(out, in, 25);
  cudaDeviceSynchronize();
  long long counts = 0;
  for (int i = 8; i < 72; ++i) counts += (long long)out[i] * i;
  printf("partitioned_by_count: %lld\n", counts);

  barrier_and_primitives<<<1, 64>>>(out, in);
  cudaDeviceSynchronize();
  long long prims = 0;
  for (int i = 0; i < 64; ++i) prims += (long long)out[i] * (i % 7 + 1);
  printf("barrier_and_primitives: %lld, out[5] %d\n", prims, out[5]);
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
