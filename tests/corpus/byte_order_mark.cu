// corpus: a source file that starts with a UTF-8 byte order mark, as editors on Windows save them (HeCBench's btree)
#include <cstdio>

__global__ void square(int* out) { out[threadIdx.x] = threadIdx.x * threadIdx.x; }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    square<<<1, 4>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    return 0;
}
