// <nv/target>: blocks chosen by the target they are compiled for, in __host__ __device__
// functions: NV_IF_TARGET with and without an else block, NV_IF_ELSE_TARGET, and
// NV_DISPATCH_TARGET over architecture queries (built for compute capability 9.0).
#include <cstdio>
#include <nv/target>

__host__ __device__ int side() {
    NV_IF_TARGET(NV_IS_DEVICE, (return 1;), (return 2;))
}

__host__ __device__ int side_else() {
    NV_IF_ELSE_TARGET(NV_IS_HOST, (return 20;), (return 10;))
}

__host__ __device__ int newest() {
    NV_DISPATCH_TARGET(
        NV_PROVIDES_SM_100, (return 100;),
        NV_PROVIDES_SM_90, (return 90;),
        NV_PROVIDES_SM_80, (return 80;),
        NV_IS_HOST, (return -1;))
    return 0;
}

__host__ __device__ int flags() {
    int r = 0;
    NV_IF_TARGET(NV_PROVIDES_SM_70, (r |= 1;))
    NV_IF_TARGET(NV_IS_EXACTLY_SM_90, (r |= 2;))
    NV_IF_TARGET(NV_IS_EXACTLY_SM_80, (r |= 4;))
    NV_IF_TARGET(NV_ANY_TARGET, (r |= 8;))
    NV_IF_TARGET(NV_NO_TARGET, (r |= 16;))
    NV_IF_TARGET(NV_IS_HOST, (r |= 32;))
    return r;
}

__global__ void run(int* out) {
    out[0] = side();
    out[1] = side_else();
    out[2] = newest();
    out[3] = flags();
}

int main() {
    int* d;
    cudaMalloc(&d, 4 * sizeof(int));
    run<<<1, 1>>>(d);
    int h[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("device: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    printf("host: %d %d %d %d\n", side(), side_else(), newest(), flags());
    cudaFree(d);
    return 0;
}
