// corpus: a function declared in a block is what the block's calls see: it hides the other
// overloads of its name and argument-dependent lookup, gives its own default arguments, and
// joins the other declarations of its name in that block; a declaration written without
// execution spaces has those of the function it declares again
#include <cstdio>

namespace geo {
struct Pt { int x; };
__host__ __device__ int weigh(Pt, int) { return 1; }
}  // namespace geo
__host__ __device__ int weigh(geo::Pt, long) { return 2; }
__host__ __device__ int pick(int) { return 1; }
__host__ __device__ int pick(double) { return 2; }
__host__ __device__ int pick(char) { return 3; }
__host__ __device__ int digits(int a, int b = 3, int c = 4) { return a * 100 + b * 10 + c; }
__device__ int twice(int x) { return 2 * x; }

__host__ __device__ void run(int* out) {
    int j = 0;
    out[j++] = pick(1) * 10 + weigh(geo::Pt{1}, 1);
    {
        __host__ __device__ int pick(double);
        __host__ __device__ int weigh(geo::Pt, long);
        out[j++] = pick(1) * 10 + weigh(geo::Pt{1}, 1);
        __host__ __device__ int pick(char);
        out[j++] = pick('a') * 10 + pick(1.5);
    }
    {
        __host__ __device__ int digits(int a, int b = 7, int c = 8);
        out[j++] = digits(1);
        {
            __host__ __device__ int digits(int, int, int c = 9);
            out[j++] = digits(1, 2);
        }
        out[j++] = digits(2);
    }
    out[j++] = digits(3);
#ifdef __CUDA_ARCH__
    int twice(int);
    out[j++] = twice(21);
#else
    out[j++] = 42;
#endif
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 8 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[8];
    run(host);
    for (int i = 0; i < 8; i++) printf("%d ", out[i]);
    printf("\n");
    for (int i = 0; i < 8; i++) printf("%d ", host[i]);
    printf("\n");
    cudaFree(out);
    return 0;
}
