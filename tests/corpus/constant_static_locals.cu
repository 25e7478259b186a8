// corpus: static const and static constexpr locals are constant expressions (array bounds, template arguments, shared tile sizes)
#include <cstdio>

template <long long N>
__host__ __device__ long long value() { return N; }

__global__ void tile_sum(const int* in, int* out) {
    static constexpr int kTile = 8;
    static const int kHalf = kTile / 2;
    __shared__ int tile[kTile];
    int local[kHalf];
    tile[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int i = 0; i < kHalf; ++i) local[i] = tile[i] + tile[i + kHalf];
        int s = 0;
        for (int i = 0; i < kHalf; ++i) s += local[i];
        out[0] = s;
        out[1] = (int)value<kTile * 10 + kHalf>();
        out[2] = (int)(sizeof(local) / sizeof(int));
    }
}

int main() {
    int *in, *out;
    cudaMallocManaged(&in, 8 * sizeof(int));
    cudaMallocManaged(&out, 3 * sizeof(int));
    for (int i = 0; i < 8; ++i) in[i] = i + 1;
    tile_sum<<<1, 8>>>(in, out);
    cudaDeviceSynchronize();
    printf("sum = %d, value = %d, half = %d\n", out[0], out[1], out[2]);
    cudaFree(in);
    cudaFree(out);
    return 0;
}
