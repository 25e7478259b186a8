// Hopper's tensor memory accelerator through inline PTX: tensor maps made by
// cuTensorMapEncodeTiled (128-byte swizzle), boxes copied into shared memory by
// cp.async.bulk.tensor.2d (completing an mbarrier's bytes; boxes past the tensor's edge read
// zeros), read through the swizzle, doubled and copied back by the bulk store (which writes
// nothing past the edge), and the encoder's refusal of a box that is not whole 16-byte rows.
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

constexpr int kWidth = 100, kHeight = 40;
constexpr int kBoxWidth = 32, kBoxHeight = 8;
constexpr int kBoxesX = (kWidth + kBoxWidth - 1) / kBoxWidth;
constexpr int kBoxesY = (kHeight + kBoxHeight - 1) / kBoxHeight;

__device__ unsigned window(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }

__global__ void tiles(const __grid_constant__ CUtensorMap in, const __grid_constant__ CUtensorMap out,
                      float *seen)
{
    __shared__ alignas(1024) float tile[kBoxHeight * kBoxWidth];
    __shared__ alignas(8) unsigned long long bar;
    int t = threadIdx.x;
    int x0 = blockIdx.x * kBoxWidth, y0 = blockIdx.y * kBoxHeight;
    if (t == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(window(&bar)));
        asm volatile("fence.proxy.async.shared::cta;");
    }
    __syncthreads();
    if (t == 0) {
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(window(&bar)),
                     "r"((int)sizeof tile));
        asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                     " [%0], [%1, {%2, %3}], [%4];" ::"r"(window(tile)),
                     "l"(&in), "r"(x0), "r"(y0), "r"(window(&bar))
                     : "memory");
    }
    asm volatile("{\n\t"
                 ".reg .pred done;\n"
                 "WAIT%=:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], 0;\n\t"
                 "@!done bra WAIT%=;\n\t"
                 "}" ::"r"(window(&bar)));
    // Element (r, c) of the box, through the 128-byte swizzle: the 16-byte chunk of each
    // 128-byte row is exchanged with the row's index modulo 8.
    int r = t / kBoxWidth, c = t % kBoxWidth;
    unsigned offset = (r * kBoxWidth + c) * 4;
    offset ^= (offset >> 7 & 7) << 4;
    seen[(y0 + r) * kBoxesX * kBoxWidth + x0 + c] = tile[offset / 4];
    __syncthreads();
    tile[t] *= 2.0f;
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    if (t == 0) {
        asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%1, %2}], [%3];"
                     ::"l"(&out), "r"(x0), "r"(y0), "r"(window(tile))
                     : "memory");
        asm volatile("cp.async.bulk.commit_group;");
        asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
    }
}

static CUresult encode(CUtensorMap *map, float *data, cuuint32_t box_width)
{
    cuuint64_t dims[2] = {kWidth, kHeight};
    cuuint64_t strides[1] = {kWidth * sizeof(float)};
    cuuint32_t box[2] = {box_width, kBoxHeight};
    cuuint32_t element_strides[2] = {1, 1};
    return cuTensorMapEncodeTiled(map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, data, dims, strides, box,
                                  element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                  CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_NONE,
                                  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
}

int main()
{
    const int n = kWidth * kHeight;
    const int seen_n = kBoxesX * kBoxWidth * kBoxesY * kBoxHeight;
    static float host[n], doubled[n], seen[seen_n];
    for (int i = 0; i < n; ++i)
        host[i] = (float)(i % 997) + 0.25f;
    float *d_in, *d_out, *d_seen;
    cudaMalloc(&d_in, sizeof host);
    cudaMalloc(&d_out, sizeof host);
    cudaMalloc(&d_seen, sizeof seen);
    cudaMemcpy(d_in, host, sizeof host, cudaMemcpyHostToDevice);
    cudaMemset(d_out, 0, sizeof host);
    cudaMemset(d_seen, 0xff, sizeof seen);

    CUtensorMap in_map, out_map, bad_map;
    printf("encode: %d %d\n", (int)encode(&in_map, d_in, kBoxWidth), (int)encode(&out_map, d_out, kBoxWidth));
    printf("box of 3 floats: %d\n", (int)encode(&bad_map, d_in, 3));
    printf("box wider than its swizzle: %d\n", (int)encode(&bad_map, d_in, 64));

    tiles<<<dim3(kBoxesX, kBoxesY), kBoxWidth * kBoxHeight>>>(in_map, out_map, d_seen);
    cudaError_t err = cudaDeviceSynchronize();
    printf("kernel: %s\n", cudaGetErrorString(err));
    cudaMemcpy(doubled, d_out, sizeof doubled, cudaMemcpyDeviceToHost);
    cudaMemcpy(seen, d_seen, sizeof seen, cudaMemcpyDeviceToHost);
    int wrong_seen = 0, wrong_doubled = 0, zeros = 0;
    for (int y = 0; y < kBoxesY * kBoxHeight; ++y)
        for (int x = 0; x < kBoxesX * kBoxWidth; ++x) {
            float v = seen[y * kBoxesX * kBoxWidth + x];
            bool inside = x < kWidth && y < kHeight;
            wrong_seen += v != (inside ? host[y * kWidth + x] : 0.0f);
            zeros += !inside && v == 0.0f;
        }
    for (int i = 0; i < n; ++i)
        wrong_doubled += doubled[i] != 2 * host[i];
    printf("seen: %d wrong, %d zeros past the edge; doubled: %d wrong\n", wrong_seen, zeros,
           wrong_doubled);
    printf("corners: %.2f %.2f %.2f\n", seen[0], seen[kBoxesX * kBoxWidth - 1],
           doubled[n - 1]);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_seen);
    return 0;
}
