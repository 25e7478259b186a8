# 1 "basic.cu"
typedef unsigned long size_t;
// Device-only helpers disappear; host-device ones stay without their qualifiers.
__device__ float square(float x) { return x * x; }
__device__ int declared_only(int);
__host__ __device__ inline float twice(float x) { return 2.0f * x; }
__host__ int host_only() { return 1; }

typedef float (*unary_t)(float);
// Initializers naming device-only functions go: those functions are not on the host.
__device__ unary_t gSquare = square, gKept = 0, gAlso = &square;

__device__ int gCounter;
__device__ float gTable[8] = {1, 2, 3}, gOther;
__constant__ float coeffs[4];
__managed__ int gManaged = 7;
extern __device__ int gElsewhere;
namespace ns { extern __managed__ int gOutside; }
__managed__ int ns::gOutside = 3;
extern __shared__ float dynamicShared[];
static __device__ __constant__ const int kLimit = 16;
texture<float, 2, cudaReadModeElementType> texRef;
static texture<int> texOther, texThird;

__global__ void prototype(int n);

__global__ void saxpy(int n, float a, const float* __restrict__ x,
                      float* y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

struct Config { int n; };
__global__ void namedAsItsType(Config Config) {}

__global__ void __launch_bounds__(256, 2) noArgs() {
    __shared__ int tile[32];
#pragma unroll
    for (int k = 0; k < 4; ++k)
        tile[threadIdx.x + k] = square(1.0f);
}

__global__ void unnamed(int, float*, const int* __restrict__) {}
__global__ void unnamed_declarators(int (*)[4], float (*)(float), int) {}

template <typename T, int N> __constant__ T gWeights[N];
template <class T> constexpr __device__ T kPi = T(3.14159);
const void* weights() { return &gWeights<float, 4>; }

int main() {
    cudaStream_t s = 0;
    int n = 1 << 10;
    float *x = nullptr, *y = nullptr;
    saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
    saxpy<<<dim3(4, 1), dim3(64), 0>>>(n, twice(1.0f), x, y);
    noArgs<<<1, 32, 128 * sizeof(int), s>>>();
    saxpy<<<
        n / 256,
        256>>>(n,
               1.0f, x, y);
    unnamed<<<1, 1>>>(1, y, nullptr);
    return host_only() + (1 << 2) + (n >> 1);
}
