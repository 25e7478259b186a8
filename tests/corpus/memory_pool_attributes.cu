// corpus: stream-ordered allocation from the device's default memory pool: pool attributes (reuse policies, release threshold, used and reserved bytes), trimming, pointer attributes of pool memory.
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

__global__ void iota(float *a, int n, float base) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = base + i;
}
__global__ void sumKernel(const float *a, int n, float *out) {
    __shared__ float s[256];
    float v = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x) v += a[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k >>= 1) {
        if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0) *out = s[0];
}

int main() {
    int dev = 0, supported = 0;
    cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, dev);
    printf("memoryPoolsSupported=%d\n", supported);
    cudaMemPool_t pool;
    cudaDeviceGetDefaultMemPool(&pool, dev);
    cudaMemPool_t cur;
    cudaDeviceGetMemPool(&cur, dev);
    printf("current pool is default: %d\n", cur == pool);
    uint64_t thr = 0;
    cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &thr);
    printf("default release threshold=%llu\n", (unsigned long long)thr);
    uint64_t newThr = 64ull << 20;
    cudaError_t e = cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &newThr);
    cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &thr);
    printf("set: %s threshold now=%llu\n", cudaGetErrorName(e), (unsigned long long)thr);
    int reuse = -1;
    cudaMemPoolGetAttribute(pool, cudaMemPoolReuseFollowEventDependencies, &reuse);
    printf("reuseFollowEventDependencies=%d\n", reuse);
    cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &reuse);
    printf("reuseAllowOpportunistic=%d\n", reuse);
    cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowInternalDependencies, &reuse);
    printf("reuseAllowInternalDependencies=%d\n", reuse);
    int zero = 0;
    cudaMemPoolSetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &zero);
    cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &reuse);
    printf("reuseAllowOpportunistic after set=%d\n", reuse);

    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    float total = 0;
    for (int it = 0; it < 4; it++) {
        int n = 1000 * (it + 1);
        float *a = nullptr, *out = nullptr;
        cudaMallocAsync(&a, n * sizeof(float), s);
        cudaMallocFromPoolAsync(&out, sizeof(float), pool, s);
        iota<<<(n + 255) / 256, 256, 0, s>>>(a, n, (float)it);
        sumKernel<<<1, 256, 0, s>>>(a, n, out);
        float h;
        cudaMemcpyAsync(&h, out, sizeof(float), cudaMemcpyDeviceToHost, s);
        cudaFreeAsync(a, s);
        cudaFreeAsync(out, s);
        cudaStreamSynchronize(s);
        printf("iter %d n=%d sum=%.1f\n", it, n, h);
        total += h;
    }
    uint64_t used = 12345;
    cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used);
    printf("used after frees=%llu\n", (unsigned long long)used);
    cudaMemPoolTrimTo(pool, 0);
    uint64_t reserved = 1;
    cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &reserved);
    printf("reserved after trim=%llu\n", (unsigned long long)reserved);
    cudaPointerAttributes pa;
    float *x;
    cudaMallocAsync(&x, 4096, 0);
    cudaStreamSynchronize(0);
    cudaPointerGetAttributes(&pa, x);
    printf("async alloc type=%d devEq=%d\n", (int)pa.type, pa.devicePointer == x);
    cudaFreeAsync(x, 0);
    cudaDeviceSynchronize();
    printf("total=%.1f err=%s\n", total, cudaGetErrorName(cudaGetLastError()));
}
