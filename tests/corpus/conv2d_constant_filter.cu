// corpus: 2D convolution with the filter in constant memory: basic, tiled with halo, halo from cache
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error: %s (line %d)\n", cudaGetErrorString(e_), __LINE__); exit(1);} } while (0)
#define CHECK_LAUNCH() do { CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize()); } while (0)

#define FILTER_RADIUS 2
#define IN_TILE_DIM 32
#define OUT_TILE_DIM ((IN_TILE_DIM) - 2*(FILTER_RADIUS))
#define TILE_DIM 32

__constant__ float F_c[2*FILTER_RADIUS+1][2*FILTER_RADIUS+1];

__global__ void convolution_2D_const_mem_kernel(float *N, float *P, int r, int width, int height) {
    int outCol = blockIdx.x*blockDim.x + threadIdx.x;
    int outRow = blockIdx.y*blockDim.y + threadIdx.y;
    float Pvalue = 0.0f;
    for (int fRow = 0; fRow < 2*r+1; fRow++) {
        for (int fCol = 0; fCol < 2*r+1; fCol++) {
            int inRow = outRow - r + fRow;
            int inCol = outCol - r + fCol;
            if (inRow >= 0 && inRow < height && inCol >= 0 && inCol < width) {
                Pvalue += F_c[fRow][fCol]*N[inRow*width + inCol];
            }
        }
    }
    if (outRow < height && outCol < width)
        P[outRow*width + outCol] = Pvalue;
}

__global__ void convolution_tiled_2D_const_mem_kernel(float *N, float *P, int width, int height) {
    int col = blockIdx.x*OUT_TILE_DIM + threadIdx.x - FILTER_RADIUS;
    int row = blockIdx.y*OUT_TILE_DIM + threadIdx.y - FILTER_RADIUS;
    __shared__ float N_s[IN_TILE_DIM][IN_TILE_DIM];
    if (row >= 0 && row < height && col >= 0 && col < width) {
        N_s[threadIdx.y][threadIdx.x] = N[row*width + col];
    } else {
        N_s[threadIdx.y][threadIdx.x] = 0.0f;
    }
    __syncthreads();
    int tileCol = threadIdx.x - FILTER_RADIUS;
    int tileRow = threadIdx.y - FILTER_RADIUS;
    if (col >= 0 && col < width && row >= 0 && row < height) {
        if (tileCol >= 0 && tileCol < OUT_TILE_DIM && tileRow >= 0 && tileRow < OUT_TILE_DIM) {
            float Pvalue = 0.0f;
            for (int fRow = 0; fRow < 2*FILTER_RADIUS+1; fRow++) {
                for (int fCol = 0; fCol < 2*FILTER_RADIUS+1; fCol++) {
                    Pvalue += F_c[fRow][fCol]*N_s[tileRow+fRow][tileCol+fCol];
                }
            }
            P[row*width + col] = Pvalue;
        }
    }
}

__global__ void convolution_cached_tiled_2D_const_mem_kernel(float *N, float *P, int width, int height) {
    int col = blockIdx.x*TILE_DIM + threadIdx.x;
    int row = blockIdx.y*TILE_DIM + threadIdx.y;
    __shared__ float N_s[TILE_DIM][TILE_DIM];
    if (row < height && col < width) {
        N_s[threadIdx.y][threadIdx.x] = N[row*width + col];
    } else {
        N_s[threadIdx.y][threadIdx.x] = 0.0f;
    }
    __syncthreads();
    if (col < width && row < height) {
        float Pvalue = 0.0f;
        for (int fRow = 0; fRow < 2*FILTER_RADIUS+1; fRow++) {
            for (int fCol = 0; fCol < 2*FILTER_RADIUS+1; fCol++) {
                if ((int)threadIdx.x - FILTER_RADIUS + fCol >= 0 &&
                    (int)threadIdx.x - FILTER_RADIUS + fCol < TILE_DIM &&
                    (int)threadIdx.y - FILTER_RADIUS + fRow >= 0 &&
                    (int)threadIdx.y - FILTER_RADIUS + fRow < TILE_DIM) {
                    Pvalue += F_c[fRow][fCol]*N_s[threadIdx.y+fRow-FILTER_RADIUS][threadIdx.x+fCol-FILTER_RADIUS];
                } else {
                    if (row - FILTER_RADIUS + fRow >= 0 && row - FILTER_RADIUS + fRow < height &&
                        col - FILTER_RADIUS + fCol >= 0 && col - FILTER_RADIUS + fCol < width) {
                        Pvalue += F_c[fRow][fCol]*N[(row-FILTER_RADIUS+fRow)*width + col-FILTER_RADIUS+fCol];
                    }
                }
            }
        }
        P[row*width + col] = Pvalue;
    }
}

static void conv_cpu(const std::vector<float>& N, const float F[5][5], std::vector<float>& P, int r, int width, int height) {
    for (int outRow = 0; outRow < height; outRow++)
        for (int outCol = 0; outCol < width; outCol++) {
            float Pvalue = 0.0f;
            for (int fRow = 0; fRow < 2*r+1; fRow++)
                for (int fCol = 0; fCol < 2*r+1; fCol++) {
                    int inRow = outRow - r + fRow, inCol = outCol - r + fCol;
                    if (inRow >= 0 && inRow < height && inCol >= 0 && inCol < width)
                        Pvalue += F[fRow][fCol]*N[inRow*width + inCol];
                }
            P[outRow*width + outCol] = Pvalue;
        }
}

static int compare(const char* name, const std::vector<float>& a, const std::vector<float>& b) {
    int bad = 0; double sum = 0;
    for (size_t i = 0; i < a.size(); i++) { if (a[i] != b[i]) bad++; sum += a[i]; }
    printf("%-14s checksum=%.4f mismatches=%d %s\n", name, sum, bad, bad ? "FAIL" : "PASS");
    return bad;
}

int main() {
    const int width = 101, height = 77, r = FILTER_RADIUS;
    std::vector<float> N(width*height), P(width*height), ref(width*height);
    unsigned int seed = 12345u;
    for (auto& v : N) { seed = seed*1103515245u + 12345u; v = (float)((seed >> 16) % 16); }
    float F[5][5];
    for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) F[i][j] = (float)((i*5 + j) % 7 - 3) * 0.125f;
    conv_cpu(N, F, ref, r, width, height);
    CHECK(cudaMemcpyToSymbol(F_c, F, sizeof(F)));
    float *N_d, *P_d;
    CHECK(cudaMalloc(&N_d, width*height*sizeof(float)));
    CHECK(cudaMalloc(&P_d, width*height*sizeof(float)));
    CHECK(cudaMemcpy(N_d, N.data(), width*height*sizeof(float), cudaMemcpyHostToDevice));
    int fails = 0;

    dim3 bd(16, 16), gd((width+15)/16, (height+15)/16);
    CHECK(cudaMemset(P_d, 0, width*height*sizeof(float)));
    convolution_2D_const_mem_kernel<<<gd, bd>>>(N_d, P_d, r, width, height);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(P.data(), P_d, width*height*sizeof(float), cudaMemcpyDeviceToHost));
    fails += compare("basic", P, ref);

    dim3 bt(IN_TILE_DIM, IN_TILE_DIM), gt((width+OUT_TILE_DIM-1)/OUT_TILE_DIM, (height+OUT_TILE_DIM-1)/OUT_TILE_DIM);
    CHECK(cudaMemset(P_d, 0, width*height*sizeof(float)));
    convolution_tiled_2D_const_mem_kernel<<<gt, bt>>>(N_d, P_d, width, height);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(P.data(), P_d, width*height*sizeof(float), cudaMemcpyDeviceToHost));
    fails += compare("tiled_halo", P, ref);

    dim3 bc(TILE_DIM, TILE_DIM), gc((width+TILE_DIM-1)/TILE_DIM, (height+TILE_DIM-1)/TILE_DIM);
    CHECK(cudaMemset(P_d, 0, width*height*sizeof(float)));
    convolution_cached_tiled_2D_const_mem_kernel<<<gc, bc>>>(N_d, P_d, width, height);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(P.data(), P_d, width*height*sizeof(float), cudaMemcpyDeviceToHost));
    fails += compare("cached_tiled", P, ref);

    printf("samples: %.3f %.3f %.3f\n", P[0], P[width*40+50], P[width*height-1]);
    cudaFree(N_d); cudaFree(P_d);
    printf("%s\n", fails ? "FAIL" : "PASS");
    return fails ? 1 : 0;
}
