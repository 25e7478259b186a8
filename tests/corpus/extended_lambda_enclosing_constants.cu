// corpus: an extended lambda names its enclosing function's integer constants as constants (an array bound of shared memory, a template argument, a case label) without capturing them
#include <cstdio>

template <typename F>
__global__ void apply(F f) {
    f(threadIdx.x);
}

template <int K>
__host__ __device__ int times() {
    return K * 10;
}

int main() {
    const int BLOCK = 32;
    constexpr int HALF = BLOCK / 2;
    const unsigned long SCALE = 3;
    int scale = 7;  // a variable: captured
    int* out;
    cudaMallocManaged(&out, BLOCK * sizeof(int));
    apply<<<1, BLOCK>>>([=] __device__(int t) {
        __shared__ int buf[BLOCK];
        buf[t] = t * 2;
        __syncthreads();
        int v = buf[BLOCK - 1 - t] + times<HALF>();
        switch (t) {
            case HALF:
                v += 1000;
                break;
            default:
                break;
        }
        out[t] = v * (int)SCALE + scale;
    });
    cudaDeviceSynchronize();
    printf("%d %d %d\n", out[0], out[HALF], out[BLOCK - 1]);
    return 0;
}
