#include <cuda_runtime.h>
#include <nvrtc.h>
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda/std/type_traits>
#include <vector>

int device_count();

namespace cg = cooperative_groups;

__global__ void tile_sums(const int* in, int* out) {
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(cg::this_thread_block());
  int v = in[threadIdx.x];
  for (int s = 4; s > 0; s /= 2) v += tile.shfl_down(v, s);
  if (tile.thread_rank() == 0) out[threadIdx.x / 8] = v;
}

// Compiled while the program runs, with the other toolkit's headers on the include path, as
// programs give NVRTC /usr/local/cuda/include for <cooperative_groups.h>.
static const char* source =
    "#include <cooperative_groups.h>\n"
    "extern \"C\" __global__ void rank(int* out) {\n"
    "  out[threadIdx.x] = cooperative_groups::this_thread_block().thread_rank();\n"
    "}\n";

int main() {
  printf("devices: %d\n", device_count());
  int h[32], sums[4], *d_in, *d_out;
  for (int i = 0; i < 32; ++i) h[i] = i;
  cudaMalloc(&d_in, sizeof(h));
  cudaMalloc(&d_out, sizeof(sums));
  cudaMemcpy(d_in, h, sizeof(h), cudaMemcpyHostToDevice);
  tile_sums<<<1, 32>>>(d_in, d_out);
  cudaMemcpy(sums, d_out, sizeof(sums), cudaMemcpyDeviceToHost);
  printf("tile sums: %d %d %d %d\n", sums[0], sums[1], sums[2], sums[3]);

  nvrtcProgram prog;
  nvrtcCreateProgram(&prog, source, "rank.cu", 0, NULL, NULL);
  const char* opts[] = {"--include-path=other_cuda/include",
                        "--include-path=other_cuda/include/cccl"};
  if (nvrtcCompileProgram(prog, 2, opts) != NVRTC_SUCCESS) {
    size_t size = 0;
    nvrtcGetProgramLogSize(prog, &size);
    std::vector<char> log(size + 1);
    nvrtcGetProgramLog(prog, log.data());
    printf("run-time compilation failed:\n%s\n", log.data());
    return 1;
  }
  nvrtcDestroyProgram(&prog);
  printf("run-time compilation with the other toolkit's include path: ok\n");
  return 0;
}
