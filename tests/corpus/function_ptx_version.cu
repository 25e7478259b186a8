// corpus: a kernel's PTX version is the architecture its device code was compiled for (nvcc's
// default, 7.5, without -arch), the one `__CUDA_ARCH__` says in it; its binary version is the
// device's, which compiles that code for itself. Libraries choose launch shapes on the host
// from the PTX version and in the kernel from `__CUDA_ARCH__`, so the two must agree.
#include <cstdio>

__global__ void arch_of_device_code(int *out) {
#ifdef __CUDA_ARCH__
    *out = __CUDA_ARCH__;
#endif
}

int main() {
    cudaFuncAttributes a;
    cudaFuncGetAttributes(&a, arch_of_device_code);
    int *d, arch = 0;
    cudaMalloc(&d, sizeof(int));
    arch_of_device_code<<<1, 1>>>(d);
    cudaMemcpy(&arch, d, sizeof arch, cudaMemcpyDeviceToHost);
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    printf("PTX version %d, __CUDA_ARCH__ %d: %s\n", a.ptxVersion, arch,
           a.ptxVersion * 10 == arch ? "they agree" : "they differ");
    printf("binary version is the device's: %s\n",
           a.binaryVersion == p.major * 10 + p.minor ? "yes" : "no");
    cudaFree(d);
    return 0;
}
