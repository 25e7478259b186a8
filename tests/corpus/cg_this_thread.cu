// corpus: cg::this_thread(): a thread_block_tile<1> for per-thread memcpy_async and generic code.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

template <typename Group>
__device__ int group_info(const Group &g)
{
    return (int)(g.num_threads() * 100 + g.thread_rank() * 10 + g.meta_group_size());
}

__global__ void per_thread_copy(const int4 *in, int *out)
{
    __shared__ int4 stage[64];
    auto me = cg::this_thread();
    cg::memcpy_async(me, &stage[threadIdx.x], &in[blockIdx.x * 64 + threadIdx.x], sizeof(int4));
    cg::wait(me);
    int4 v = stage[threadIdx.x];
    out[(blockIdx.x * 64 + threadIdx.x) * 3] = v.x + v.y + v.z + v.w;
    out[(blockIdx.x * 64 + threadIdx.x) * 3 + 1] = group_info(me);
    out[(blockIdx.x * 64 + threadIdx.x) * 3 + 2] = me.shfl(v.x, 0) + me.meta_group_rank();
}

int main()
{
    const int B = 2, T = 64;
    int4 h[B * T];
    for (int i = 0; i < B * T; ++i) h[i] = make_int4(i, 2 * i, -i, 7);
    int4 *d; int *o;
    cudaMalloc(&d, sizeof(h)); cudaMalloc(&o, B * T * 12);
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    per_thread_copy<<<B, T>>>(d, o);
    int ho[B * T * 3];
    cudaMemcpy(ho, o, sizeof(ho), cudaMemcpyDeviceToHost);
    for (int i = 0; i < B * T; i += 11) printf("t%3d: %d %d %d\n", i, ho[i * 3], ho[i * 3 + 1], ho[i * 3 + 2]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
