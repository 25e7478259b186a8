// corpus: inline PTX whose operands are written without a comma between them, as NVIDIA's conjugateGradientMultiDeviceCG sample writes them
#include <cstdio>

__device__ void store_arrived(unsigned char* arrived, unsigned char val) {
    unsigned int reg_val = val;
    asm volatile("st.release.sys.global.u8 [%1], %0;" ::"r"(reg_val) "l"(arrived) : "memory");
}

__device__ int add3(int a, int b, int c) {
    int r;
    asm("add.s32 %0, %1, %2;\n\tadd.s32 %0, %0, %3;" : "=r"(r) : "r"(a) "r"(b), "r"(c));
    return r;
}

__global__ void k(unsigned char* flags, int* sums) {
    store_arrived(&flags[threadIdx.x], (unsigned char)(threadIdx.x + 1));
    sums[threadIdx.x] = add3(threadIdx.x, 10, 100);
}

int main() {
    unsigned char* flags;
    int* sums;
    cudaMallocManaged(&flags, 4);
    cudaMallocManaged(&sums, 4 * sizeof(int));
    k<<<1, 4>>>(flags, sums);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; ++i) printf("flag %d sum %d\n", flags[i], sums[i]);
    return 0;
}
