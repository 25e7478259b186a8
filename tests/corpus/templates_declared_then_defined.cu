// corpus: a device function template declared with default arguments and defined later under
// other parameter names (the header pattern of device libraries), a template parameter whose
// default is a braced value (`T Neutral = T{}`) before further device code, and launch
// configurations of a class that converts to both dim3 and uint3, in C++14
#include <cstdio>

template <typename T> __device__ T add_to(T* a, T m = 1, T times = 1);
template <typename U> __device__ U add_to(U* a, U m, U times) { return *a += m * times; }

namespace lane {
template <unsigned D = 3> __device__ unsigned id() { return threadIdx.x & 31; }
}

template <typename T, T Neutral = T{}>
__device__ T first_lane_neutral(T v) { return lane::id() == 0 ? Neutral : v; }

__global__ void use(int* out) {
    if (threadIdx.x == 0) {
        add_to(&out[0]);
        add_to(&out[1], 5);
        add_to(&out[2], 5, 3);
    }
    out[3 + threadIdx.x] = first_lane_neutral<int, -1>(threadIdx.x) + first_lane_neutral(100);
}

struct Dims {
    unsigned x, y, z;
    __host__ __device__ operator uint3() const { return {x, y, z}; }
    __host__ __device__ operator dim3() const { return dim3(x, y, z); }
};

__global__ void count(int* n) { atomicAdd(n, 1); }

int main() {
    int* d;
    cudaMalloc(&d, 8 * sizeof(int));
    cudaMemset(d, 0, 8 * sizeof(int));
    use<<<1, 4>>>(d);
    Dims grid{2, 1, 1}, block{3, 1, 1};
    count<<<grid, block>>>(d + 7);
    int h[8];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("add_to: %d %d %d\n", h[0], h[1], h[2]);
    printf("first_lane_neutral: %d %d %d %d\n", h[3], h[4], h[5], h[6]);
    printf("threads of a Dims launch: %d\n", h[7]);
    cudaFree(d);
    return 0;
}
