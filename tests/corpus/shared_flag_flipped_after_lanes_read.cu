// corpus: one thread flips a shared flag that every lane of its warp read earlier in the same step, with no barrier between (a race GPUs' lockstep warps hide, as older programs rely on)
#include <cstdio>

__global__ void ping_pong(int* a, int* b, int steps) {
    __shared__ int odd;
    if (threadIdx.x == 0) {
        odd = 1;
    }
    __syncthreads();
    for (int s = 0; s < steps; ++s) {
        const int* in = odd ? a : b;
        int* out = odd ? b : a;
        int v = in[threadIdx.x];
        for (int k = 0; k < 4; ++k) {
            v = v * 3 + k;
        }
        out[threadIdx.x] = v % 1000;
        if (threadIdx.x == 0) {
            odd = !odd;
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        printf("last written to %s\n", odd ? "a" : "b");
    }
}

int main() {
    const int n = 32;
    int *a, *b;
    cudaMallocManaged(&a, n * sizeof(int));
    cudaMallocManaged(&b, n * sizeof(int));
    for (int i = 0; i < n; ++i) {
        a[i] = i;
        b[i] = -1;
    }
    ping_pong<<<1, n>>>(a, b, 5);
    cudaDeviceSynchronize();
    const int* last = a;
    for (int i = 0; i < n; i += 4) {
        printf("%d %d %d %d\n", last[i], last[i + 1], last[i + 2], last[i + 3]);
    }
    return 0;
}
