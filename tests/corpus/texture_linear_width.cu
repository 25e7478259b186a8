// The widest 1D linear texture of each element format: cudaDeviceGetTexture1DLinearMaxWidth
// and the device attribute it refines.
#include <cstdio>
#include <cuda_runtime.h>

template <class T> void show(const char* name) {
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<T>();
    size_t width = 0;
    cudaError_t e = cudaDeviceGetTexture1DLinearMaxWidth(&width, &desc, 0);
    printf("%-8s %s %zu\n", name, cudaGetErrorName(e), width);
}

int main() {
    show<char>("char");
    show<short2>("short2");
    show<float>("float");
    show<float2>("float2");
    show<float4>("float4");
    show<int4>("int4");
    int attribute = 0;
    cudaDeviceGetAttribute(&attribute, cudaDevAttrMaxTexture1DLinearWidth, 0);
    printf("attribute %d\n", attribute);
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    size_t width = 0;
    printf("device 7: %s\n", cudaGetErrorName(cudaDeviceGetTexture1DLinearMaxWidth(&width, &desc, 7)));
    cudaGetLastError();
    return 0;
}
