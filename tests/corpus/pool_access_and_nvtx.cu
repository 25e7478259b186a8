// The default memory pool's access descriptions (cudaMemPoolSetAccess/GetAccess for the pool's
// own device), and NVTX annotations around the work, which do nothing without a tool attached.
#include <cstdio>
#include <cstring>
#include <nvtx3/nvToolsExt.h>
#include <cuda_runtime.h>

__global__ void fill(int *p, int v)
{
    p[threadIdx.x] = v;
}

int main()
{
    int depth = nvtxRangePushA("setup");
    cudaMemPool_t pool;
    cudaDeviceGetDefaultMemPool(&pool, 0);
    cudaMemAccessDesc desc;
    memset(&desc, 0, sizeof desc);
    desc.location.type = cudaMemLocationTypeDevice;
    desc.location.id = 0;
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    cudaError_t set = cudaMemPoolSetAccess(pool, &desc, 1);
    cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
    cudaMemLocation location = desc.location;
    cudaError_t get = cudaMemPoolGetAccess(&flags, pool, &location);
    printf("set %s, get %s, flags %d\n", cudaGetErrorName(set), cudaGetErrorName(get), (int)flags);

    nvtxEventAttributes_t attributes;
    memset(&attributes, 0, sizeof attributes);
    attributes.version = NVTX_VERSION;
    attributes.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    attributes.colorType = NVTX_COLOR_ARGB;
    attributes.color = 0xff00ff00;
    attributes.messageType = NVTX_MESSAGE_TYPE_ASCII;
    attributes.message.ascii = "fill";
    nvtxRangeId_t range = nvtxRangeStartEx(&attributes);
    cudaStream_t s;
    cudaStreamCreate(&s);
    int *d;
    cudaMallocFromPoolAsync((void **)&d, 32 * sizeof(int), pool, s);
    fill<<<1, 32, 0, s>>>(d, 7);
    int h[32];
    cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, s);
    cudaFreeAsync(d, s);
    cudaStreamSynchronize(s);
    nvtxRangeEnd(range);
    nvtxMarkA("done");
    int popped = nvtxRangePop();
    printf("values %d %d, nvtx push %d pop %d\n", h[0], h[31], depth, popped);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
