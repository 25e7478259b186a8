// Runtime queries and 2D copies the textbooks use, with results that do not depend on the GPU.
#include <cstdio>
#include <cstring>

__device__ float table[4];

__global__ void fill(float* a, size_t pitch, int w, int h) {
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h) ((float*)((char*)a + y * pitch))[x] = y * 10 + x;
}

#define SHOW(call) printf("%-44s %s\n", #call, cudaGetErrorName(call))

int main() {
    int runtime = 0, driver = 0;
    SHOW(cudaRuntimeGetVersion(&runtime));
    SHOW(cudaDriverGetVersion(&driver));
    printf("runtime %d, driver at least the runtime: %d\n", runtime, driver >= runtime);

    size_t free_bytes = 0, total = 0;
    SHOW(cudaMemGetInfo(&free_bytes, &total));
    printf("free <= total: %d, total > 1 GiB: %d\n", free_bytes <= total, total > (1ull << 30));

    int least = 0, greatest = 0;
    SHOW(cudaDeviceGetStreamPriorityRange(&least, &greatest));
    printf("stream priorities: least %d greatest %d\n", least, greatest);
    cudaStream_t s;
    SHOW(cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, greatest - 5));
    int prio = 99;
    unsigned flags = 99;
    SHOW(cudaStreamGetPriority(s, &prio));
    SHOW(cudaStreamGetFlags(s, &flags));
    printf("priority %d (clamped), flags %u\n", prio, flags);
    SHOW(cudaStreamGetPriority(0, &prio));
    SHOW(cudaStreamGetFlags(0, &flags));
    printf("default stream: priority %d, flags %u\n", prio, flags);

    cudaSharedMemConfig config;
    SHOW(cudaDeviceGetSharedMemConfig(&config));
    printf("shared memory bank size %d\n", (int)config);
    SHOW(cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte));
    SHOW(cudaDeviceGetSharedMemConfig(&config));
    printf("after setting eight bytes: %d\n", (int)config);

    size_t fifo = 0, heap = 0, stack = 0;
    SHOW(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
    SHOW(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize));
    SHOW(cudaDeviceGetLimit(&stack, cudaLimitStackSize));
    printf("printf fifo %zu, heap %zu, stack %zu\n", fifo, heap, stack);
    SHOW(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4 << 20));
    SHOW(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
    printf("printf fifo now %zu\n", fifo);

    int chosen = -1;
    cudaDeviceProp want;
    memset(&want, 0, sizeof want);
    want.major = 1;
    SHOW(cudaChooseDevice(&chosen, &want));
    printf("chosen %d\n", chosen);
    int can = -1;
    SHOW(cudaDeviceCanAccessPeer(&can, 0, 0));
    printf("device 0 to itself: %d\n", can);

    const int w = 5, h = 3;
    float* d;
    size_t pitch;
    SHOW(cudaMallocPitch((void**)&d, &pitch, w * sizeof(float), h));
    printf("pitch is a multiple of 512: %d\n", pitch % 512 == 0);
    SHOW(cudaMemset2D(d, pitch, 0, w * sizeof(float), h));
    fill<<<h, w, 0, s>>>(d, pitch, w - 1, h);
    float host[h][w];
    SHOW(cudaMemcpy2DAsync(host, w * sizeof(float), d, pitch, w * sizeof(float), h,
                           cudaMemcpyDeviceToHost, s));
    SHOW(cudaStreamSynchronize(s));
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) printf("%4g", host[y][x]);
        printf("\n");
    }
    SHOW(cudaMemset2D(d, pitch, 0, w * sizeof(float), h + 1000000));
    SHOW(cudaMemcpy2D(host, w * sizeof(float), d, pitch, pitch + 4, h, cudaMemcpyDeviceToHost));

    float vals[4] = {1.5f, 2.5f, 3.5f, 4.5f}, back[4] = {};
    SHOW(cudaMemcpyToSymbolAsync(table, vals, sizeof vals, 0, cudaMemcpyHostToDevice, s));
    SHOW(cudaMemcpyFromSymbolAsync(back, table, 2 * sizeof(float), sizeof(float),
                                   cudaMemcpyDeviceToHost, s));
    SHOW(cudaStreamSynchronize(s));
    printf("from the symbol: %g %g %g\n", back[0], back[1], back[2]);
    SHOW(cudaMemcpyFromSymbol(back, table, 4 * sizeof(float), 4, cudaMemcpyDeviceToHost));

    float* peer;
    SHOW(cudaMalloc(&peer, 4 * sizeof(float)));
    SHOW(cudaMemcpyPeer(peer, 0, d, 0, 4 * sizeof(float)));
    SHOW(cudaMemcpy(back, peer, 4 * sizeof(float), cudaMemcpyDeviceToHost));
    printf("peer copy: %g %g %g %g\n", back[0], back[1], back[2], back[3]);
    SHOW(cudaMemcpyPeer(peer, 3, d, 0, 4));

    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float2>();
    cudaArray_t array;
    SHOW(cudaMallocArray(&array, &desc, 8, 4));
    cudaChannelFormatDesc got;
    SHOW(cudaGetChannelDesc(&got, array));
    printf("channel desc: %d %d %d %d kind %d\n", got.x, got.y, got.z, got.w, (int)got.f);
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeArray;
    res.res.array.array = array;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t tex;
    SHOW(cudaCreateTextureObject(&tex, &res, &td, nullptr));
    cudaResourceDesc res_back;
    SHOW(cudaGetTextureObjectResourceDesc(&res_back, tex));
    printf("resource type %d, same array %d\n", (int)res_back.resType,
           res_back.res.array.array == array);
    cudaTextureDesc td_back;
    SHOW(cudaGetTextureObjectTextureDesc(&td_back, tex));
    printf("address mode %d filter %d normalized %d\n", (int)td_back.addressMode[0],
           (int)td_back.filterMode, td_back.normalizedCoords);
    SHOW(cudaDestroyTextureObject(tex));
    SHOW(cudaFreeArray(array));
    SHOW(cudaFree(d));
    SHOW(cudaFree(peer));
    SHOW(cudaStreamDestroy(s));
    return 0;
}
