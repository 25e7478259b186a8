// A class instantiated for a function template's return type has its static_asserts checked
// like any other (cooperative groups' tiles are 64 to 512 threads past a warp).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
template <unsigned int N> struct Window { static_assert(N <= 256, "window too wide"); int at; };
template <unsigned int N, class T> __device__ Window<N> window_of(const T& t) { return Window<N>{(int)t.thread_rank()}; }
__global__ void k(int* out)
{
    auto block = cg::this_thread_block();
    out[0] = window_of<1024>(block).at;
    auto tile = cg::tiled_partition<1024>(block);
    out[1] = tile.size();
}
