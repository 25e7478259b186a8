// corpus: the occupancy calculator header (cuda_occupancy.h) agrees with the runtime's
// occupancy functions for kernels of different register and shared memory use
#include <cstdio>
#include <cuda_occupancy.h>

__global__ void light(float *x) { x[threadIdx.x] += 1.0f; }

__global__ void shared_heavy(float *x) {
    __shared__ float tile[6144];
    tile[threadIdx.x] = x[threadIdx.x];
    __syncthreads();
    x[threadIdx.x] = tile[(threadIdx.x + 1) % blockDim.x];
}

extern __shared__ float dynamic_tile[];
__global__ void dynamic_shared(float *x) {
    dynamic_tile[threadIdx.x] = x[threadIdx.x];
    __syncthreads();
    x[threadIdx.x] = dynamic_tile[blockDim.x - 1 - threadIdx.x];
}

static size_t bytes_for(int block) { return block * sizeof(float); }

template <class Kernel>
static void compare(const char *name, Kernel kernel, const cudaDeviceProp &prop) {
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, kernel);
    cudaOccDeviceProp occ_prop(prop);
    cudaOccFuncAttributes occ_attr(attr);
    cudaOccDeviceState state;
    int agree = 1;
    const int sizes[] = {32, 96, 128, 256, 512, 1024};
    for (int block : sizes) {
        const size_t smem[] = {0, 4096};
        for (size_t bytes : smem) {
            int runtime = -1;
            cudaOccupancyMaxActiveBlocksPerMultiprocessor(&runtime, kernel, block, bytes);
            cudaOccResult result;
            cudaOccMaxActiveBlocksPerMultiprocessor(&result, &occ_prop, &occ_attr, &state, block,
                                                    bytes);
            if (runtime != result.activeBlocksPerMultiprocessor) {
                printf("%s: block %d smem %zu: runtime %d, header %d\n", name, block, bytes,
                       runtime, result.activeBlocksPerMultiprocessor);
                agree = 0;
            }
        }
    }
    int grid = 0, block = 0, occ_grid = 0, occ_block = 0;
    cudaOccupancyMaxPotentialBlockSizeVariableSMem(&grid, &block, kernel, bytes_for);
    cudaOccMaxPotentialOccupancyBlockSize(&occ_grid, &occ_block, &occ_prop, &occ_attr, &state,
                                          bytes_for, 0);
    if (grid != occ_grid || block != occ_block) {
        printf("%s: best block runtime %d (grid %d), header %d (grid %d)\n", name, block, grid,
               occ_block, occ_grid);
        agree = 0;
    }
    size_t available = 0, occ_available = 0;
    cudaOccupancyAvailableDynamicSMemPerBlock(&available, kernel, 2, 256);
    cudaOccAvailableDynamicSMemPerBlock(&occ_available, &occ_prop, &occ_attr, &state, 2, 256);
    if (available != occ_available) {
        printf("%s: available shared memory runtime %zu, header %zu\n", name, available,
               occ_available);
        agree = 0;
    }
    printf("%s: %s\n", name, agree ? "header and runtime agree" : "they differ");
}

int main() {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    compare("light", light, prop);
    compare("shared_heavy", shared_heavy, prop);
    compare("dynamic_shared", dynamic_shared, prop);
    cudaOccResult none;
    cudaOccDeviceProp empty;
    cudaOccFuncAttributes attr;
    cudaOccDeviceState state;
    printf("empty properties: %s\n",
           cudaOccMaxActiveBlocksPerMultiprocessor(&none, &empty, &attr, &state, 32, 0) ==
                   CUDA_OCC_ERROR_INVALID_INPUT
               ? "invalid input"
               : "accepted");
    return 0;
}
