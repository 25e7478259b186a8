// corpus: macros from the command line (`command_line_macros.flags`): `-D` and `-U` in their
// order (`-UV -DV=2` leaves V defined), comma lists (`-DW=3,X=4`), and one-letter macros
// (`-DM=64 -DB=32` ...) that the toolkit's and the standard library's headers must not trip
// over, seen alike by device and host code.
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <array>
#include <cmath>
#include <cstdio>
#include <tuple>
#include <type_traits>
#include <utility>
namespace cg = cooperative_groups;

__global__ void kernel(int* out) {
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    std::tuple<int, float> pair_of(V, 0.5f);
    std::array<int, 2> two{W, X};
    __half h = __float2half(1.5f);
    int lane_sum = warp.shfl(M, 0) + B + A + C + E + G + I + T1;
    out[0] = std::get<0>(pair_of) + (int)(2 * std::get<1>(pair_of));
    out[1] = two[0] * 10 + two[1];
    out[2] = (int)(__half2float(h * h) * 4) + (std::is_same<decltype(h), __half>::value ? 1000 : 0);
    out[3] = lane_sum + (int)std::sqrt(16.0f);
}

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 32>>>(out);
    cudaDeviceSynchronize();
    printf("device: %d %d %d %d\n", out[0], out[1], out[2], out[3]);
    printf("host: V=%d W=%d X=%d M=%d B=%d A=%d C=%d E=%d G=%d I=%d T1=%d\n", V, W, X, M, B, A, C, E, G, I, T1);
    cudaFree(out);
    return 0;
}
