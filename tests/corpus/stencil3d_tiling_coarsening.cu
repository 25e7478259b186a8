// corpus: 3D seven-point stencil: basic, shared-memory tiling, thread coarsening in z, register tiling
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <iostream>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error: %s (line %d)\n", cudaGetErrorString(e_), __LINE__); exit(1);} } while (0)

#define c0 0.5f
#define c1 0.125f
#define c2 0.25f
#define c3 (-0.125f)
#define c4 0.375f
#define c5 (-0.25f)
#define c6 0.0625f

#define IN_TILE_DIM 8
#define OUT_TILE_DIM ((IN_TILE_DIM) - 2)
#define C_IN_TILE_DIM 16
#define C_OUT_TILE_DIM ((C_IN_TILE_DIM) - 2)

__global__ void stencil_kernel(float* in, float* out, unsigned int N) {
    unsigned int i = blockIdx.z*blockDim.z + threadIdx.z;
    unsigned int j = blockIdx.y*blockDim.y + threadIdx.y;
    unsigned int k = blockIdx.x*blockDim.x + threadIdx.x;
    if (i >= 1 && i < N-1 && j >= 1 && j < N-1 && k >= 1 && k < N-1) {
        out[i*N*N + j*N + k] = c0*in[i*N*N + j*N + k]
                             + c1*in[i*N*N + j*N + (k - 1)]
                             + c2*in[i*N*N + j*N + (k + 1)]
                             + c3*in[i*N*N + (j - 1)*N + k]
                             + c4*in[i*N*N + (j + 1)*N + k]
                             + c5*in[(i - 1)*N*N + j*N + k]
                             + c6*in[(i + 1)*N*N + j*N + k];
    }
}

__global__ void stencil_kernel_shared(float* in, float* out, unsigned int N) {
    int i = blockIdx.z*OUT_TILE_DIM + threadIdx.z - 1;
    int j = blockIdx.y*OUT_TILE_DIM + threadIdx.y - 1;
    int k = blockIdx.x*OUT_TILE_DIM + threadIdx.x - 1;
    __shared__ float in_s[IN_TILE_DIM][IN_TILE_DIM][IN_TILE_DIM];
    if (i >= 0 && i < N && j >= 0 && j < N && k >= 0 && k < N) {
        in_s[threadIdx.z][threadIdx.y][threadIdx.x] = in[i*N*N + j*N + k];
    }
    __syncthreads();
    if (i >= 1 && i < N-1 && j >= 1 && j < N-1 && k >= 1 && k < N-1) {
        if (threadIdx.z >= 1 && threadIdx.z < IN_TILE_DIM-1 && threadIdx.y >= 1 &&
            threadIdx.y < IN_TILE_DIM-1 && threadIdx.x >= 1 && threadIdx.x < IN_TILE_DIM-1) {
            out[i*N*N + j*N + k] = c0*in_s[threadIdx.z][threadIdx.y][threadIdx.x]
                                 + c1*in_s[threadIdx.z][threadIdx.y][threadIdx.x-1]
                                 + c2*in_s[threadIdx.z][threadIdx.y][threadIdx.x+1]
                                 + c3*in_s[threadIdx.z][threadIdx.y-1][threadIdx.x]
                                 + c4*in_s[threadIdx.z][threadIdx.y+1][threadIdx.x]
                                 + c5*in_s[threadIdx.z-1][threadIdx.y][threadIdx.x]
                                 + c6*in_s[threadIdx.z+1][threadIdx.y][threadIdx.x];
        }
    }
}

__global__ void stencil_kernel_coarsened(float* in, float* out, unsigned int N) {
    int iStart = blockIdx.z*C_OUT_TILE_DIM;
    int j = blockIdx.y*C_OUT_TILE_DIM + threadIdx.y - 1;
    int k = blockIdx.x*C_OUT_TILE_DIM + threadIdx.x - 1;
    __shared__ float inPrev_s[C_IN_TILE_DIM][C_IN_TILE_DIM];
    __shared__ float inCurr_s[C_IN_TILE_DIM][C_IN_TILE_DIM];
    __shared__ float inNext_s[C_IN_TILE_DIM][C_IN_TILE_DIM];
    if (iStart-1 >= 0 && iStart-1 < N && j >= 0 && j < N && k >= 0 && k < N) {
        inPrev_s[threadIdx.y][threadIdx.x] = in[(iStart - 1)*N*N + j*N + k];
    }
    if (iStart >= 0 && iStart < N && j >= 0 && j < N && k >= 0 && k < N) {
        inCurr_s[threadIdx.y][threadIdx.x] = in[iStart*N*N + j*N + k];
    }
    for (int i = iStart; i < iStart + C_OUT_TILE_DIM; ++i) {
        if (i + 1 >= 0 && i + 1 < N && j >= 0 && j < N && k >= 0 && k < N) {
            inNext_s[threadIdx.y][threadIdx.x] = in[(i + 1)*N*N + j*N + k];
        }
        __syncthreads();
        if (i >= 1 && i < N-1 && j >= 1 && j < N-1 && k >= 1 && k < N-1) {
            if (threadIdx.y >= 1 && threadIdx.y < C_IN_TILE_DIM-1 && threadIdx.x >= 1 && threadIdx.x < C_IN_TILE_DIM-1) {
                out[i*N*N + j*N + k] = c0*inCurr_s[threadIdx.y][threadIdx.x]
                                     + c1*inCurr_s[threadIdx.y][threadIdx.x-1]
                                     + c2*inCurr_s[threadIdx.y][threadIdx.x+1]
                                     + c3*inCurr_s[threadIdx.y-1][threadIdx.x]
                                     + c4*inCurr_s[threadIdx.y+1][threadIdx.x]
                                     + c5*inPrev_s[threadIdx.y][threadIdx.x]
                                     + c6*inNext_s[threadIdx.y][threadIdx.x];
            }
        }
        __syncthreads();
        inPrev_s[threadIdx.y][threadIdx.x] = inCurr_s[threadIdx.y][threadIdx.x];
        inCurr_s[threadIdx.y][threadIdx.x] = inNext_s[threadIdx.y][threadIdx.x];
    }
}

__global__ void stencil_kernel_register_tiling(float* in, float* out, unsigned int N) {
    int iStart = blockIdx.z*C_OUT_TILE_DIM;
    int j = blockIdx.y*C_OUT_TILE_DIM + threadIdx.y - 1;
    int k = blockIdx.x*C_OUT_TILE_DIM + threadIdx.x - 1;
    float inPrev = 0.0f, inCurr = 0.0f, inNext = 0.0f;
    __shared__ float inCurr_s[C_IN_TILE_DIM][C_IN_TILE_DIM];
    if (iStart-1 >= 0 && iStart-1 < N && j >= 0 && j < N && k >= 0 && k < N) {
        inPrev = in[(iStart - 1)*N*N + j*N + k];
    }
    if (iStart >= 0 && iStart < N && j >= 0 && j < N && k >= 0 && k < N) {
        inCurr = in[iStart*N*N + j*N + k];
        inCurr_s[threadIdx.y][threadIdx.x] = inCurr;
    }
    for (int i = iStart; i < iStart + C_OUT_TILE_DIM; ++i) {
        if (i + 1 >= 0 && i + 1 < N && j >= 0 && j < N && k >= 0 && k < N) {
            inNext = in[(i + 1)*N*N + j*N + k];
        }
        __syncthreads();
        if (i >= 1 && i < N-1 && j >= 1 && j < N-1 && k >= 1 && k < N-1) {
            if (threadIdx.y >= 1 && threadIdx.y < C_IN_TILE_DIM-1 && threadIdx.x >= 1 && threadIdx.x < C_IN_TILE_DIM-1) {
                out[i*N*N + j*N + k] = c0*inCurr
                                     + c1*inCurr_s[threadIdx.y][threadIdx.x-1]
                                     + c2*inCurr_s[threadIdx.y][threadIdx.x+1]
                                     + c3*inCurr_s[threadIdx.y-1][threadIdx.x]
                                     + c4*inCurr_s[threadIdx.y+1][threadIdx.x]
                                     + c5*inPrev
                                     + c6*inNext;
            }
        }
        __syncthreads();
        inPrev = inCurr;
        inCurr = inNext;
        inCurr_s[threadIdx.y][threadIdx.x] = inNext;
    }
}

class Grid3D {
public:
    explicit Grid3D(unsigned n) : n_(n), data_(n*n*n, 0.0f) {}
    float& at(unsigned i, unsigned j, unsigned k) { return data_[i*n_*n_ + j*n_ + k]; }
    float at(unsigned i, unsigned j, unsigned k) const { return data_[i*n_*n_ + j*n_ + k]; }
    std::vector<float>& vec() { return data_; }
    unsigned n() const { return n_; }
private:
    unsigned n_;
    std::vector<float> data_;
};

int main() {
    const unsigned N = 37;
    Grid3D in(N), ref(N);
    unsigned seed = 7u;
    for (auto& v : in.vec()) { seed = seed*1664525u + 1013904223u; v = (float)((seed >> 20) % 32); }
    for (unsigned i = 1; i < N-1; i++) for (unsigned j = 1; j < N-1; j++) for (unsigned k = 1; k < N-1; k++)
        ref.at(i,j,k) = c0*in.at(i,j,k) + c1*in.at(i,j,k-1) + c2*in.at(i,j,k+1) + c3*in.at(i,j-1,k)
                      + c4*in.at(i,j+1,k) + c5*in.at(i-1,j,k) + c6*in.at(i+1,j,k);
    size_t bytes = N*N*N*sizeof(float);
    float *in_d, *out_d;
    CHECK(cudaMalloc(&in_d, bytes));
    CHECK(cudaMalloc(&out_d, bytes));
    CHECK(cudaMemcpy(in_d, in.vec().data(), bytes, cudaMemcpyHostToDevice));
    std::vector<float> out(N*N*N);
    int fails = 0;
    for (int variant = 0; variant < 4; variant++) {
        CHECK(cudaMemset(out_d, 0, bytes));
        const char* name = "";
        if (variant == 0) {
            name = "basic";
            dim3 b(8, 8, 8), g((N+7)/8, (N+7)/8, (N+7)/8);
            stencil_kernel<<<g, b>>>(in_d, out_d, N);
        } else if (variant == 1) {
            name = "shared_tiled";
            dim3 b(IN_TILE_DIM, IN_TILE_DIM, IN_TILE_DIM);
            unsigned gt = (N + OUT_TILE_DIM - 1)/OUT_TILE_DIM;
            stencil_kernel_shared<<<dim3(gt, gt, gt), b>>>(in_d, out_d, N);
        } else {
            dim3 b(C_IN_TILE_DIM, C_IN_TILE_DIM, 1);
            unsigned gt = (N + C_OUT_TILE_DIM - 1)/C_OUT_TILE_DIM;
            if (variant == 2) { name = "coarsened_z"; stencil_kernel_coarsened<<<dim3(gt, gt, gt), b>>>(in_d, out_d, N); }
            else { name = "register_tiled"; stencil_kernel_register_tiling<<<dim3(gt, gt, gt), b>>>(in_d, out_d, N); }
        }
        cudaError_t err = cudaGetLastError();
        if (err != cudaSuccess) { printf("launch error: %s\n", cudaGetErrorString(err)); return 1; }
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(out.data(), out_d, bytes, cudaMemcpyDeviceToHost));
        int bad = 0; double sum = 0;
        for (size_t x = 0; x < out.size(); x++) { if (out[x] != ref.vec()[x]) bad++; sum += out[x]; }
        std::cout << name << ": mismatches=" << bad << (bad ? " FAIL" : " PASS") << "\n";
        printf("  checksum=%.4f sample=%.4f\n", sum, out[5*N*N + 6*N + 7]);
        fails += bad != 0;
    }
    cudaFree(in_d); cudaFree(out_d);
    printf("%s\n", fails ? "FAIL" : "PASS");
    return fails;
}
