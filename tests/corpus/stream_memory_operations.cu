// The driver API's stream memory operations beside the runtime: a stream waits for a flag the
// host raises in mapped memory (cuStreamWaitValue32), a stream writes a word another waits for
// after an event (cuStreamWriteValue32), 64-bit values and the other conditions, a batch of
// operations (cuStreamBatchMemOp), the device's attributes for them, and the errors of bad
// flags and misaligned addresses.
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>
#include <unistd.h>

__global__ void produce(int *data, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] = i * 3;
}

__global__ void consume(const int *data, int *sum, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(sum, data[i]);
}

int main()
{
    const int n = 4096;
    int *data, *sum;
    unsigned *flags;
    cudaMalloc(&data, n * sizeof(int));
    cudaMalloc(&sum, sizeof(int));
    cudaMalloc(&flags, 64);
    cudaMemset(sum, 0, sizeof(int));
    cudaMemset(flags, 0, 64);
    cudaDeviceSynchronize();

    CUdevice dev;
    cuDeviceGet(&dev, 0);
    CUdevice_attribute attrs[] = {CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS,
                                  CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR};
    for (CUdevice_attribute a : attrs) {
        int v = -1;
        cuDeviceGetAttribute(&v, a, dev);
        printf("attribute %d: %d\n", (int)a, v);
    }

    cudaStream_t consumer, producer;
    cudaStreamCreateWithFlags(&consumer, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&producer, cudaStreamNonBlocking);
    CUdeviceptr flag = (CUdeviceptr)flags;

    // The consumer stream waits for the host to raise a flag in mapped memory.
    volatile unsigned *signal;
    cudaHostAlloc((void **)&signal, sizeof(unsigned), cudaHostAllocMapped);
    *signal = 0;
    unsigned *signal_on_device;
    cudaHostGetDevicePointer((void **)&signal_on_device, (void *)signal, 0);
    produce<<<n / 256, 256, 0, consumer>>>(data, n);
    CUresult r = cuStreamWaitValue32((CUstream)consumer, (CUdeviceptr)signal_on_device, 1,
                                     CU_STREAM_WAIT_VALUE_GEQ);
    printf("wait: %d\n", (int)r);
    consume<<<n / 256, 256, 0, consumer>>>(data, sum, n);
    usleep(100000);
    printf("query before the signal: %d\n", (int)cudaStreamQuery(consumer));
    *signal = 1;
    cudaStreamSynchronize(consumer);
    int total = 0;
    cudaMemcpy(&total, sum, sizeof total, cudaMemcpyDeviceToHost);
    printf("sum after the wait: %d (expected %d)\n", total, 3 * (n - 1) * n / 2);

    // A write ordered before another stream's wait by an event.
    cudaEvent_t written;
    cudaEventCreateWithFlags(&written, cudaEventDisableTiming);
    r = cuStreamWriteValue32((CUstream)producer, flag, 7, CU_STREAM_WRITE_VALUE_DEFAULT);
    printf("write: %d\n", (int)r);
    cudaEventRecord(written, producer);
    cudaStreamWaitEvent(consumer, written, 0);
    r = cuStreamWaitValue32((CUstream)consumer, flag, 7, CU_STREAM_WAIT_VALUE_EQ);
    printf("wait for it: %d\n", (int)r);
    consume<<<1, 1, 0, consumer>>>((const int *)flags, sum, 1);
    cudaStreamSynchronize(consumer);
    cudaMemcpy(&total, sum, sizeof total, cudaMemcpyDeviceToHost);
    printf("sum with the flag: %d\n", total);

    // A batch: write a 64-bit value and a 32-bit one, then wait for each.
    CUstreamBatchMemOpParams ops[5] = {};
    ops[0].writeValue.operation = CU_STREAM_MEM_OP_WRITE_VALUE_64;
    ops[0].writeValue.address = flag + 8;
    ops[0].writeValue.value64 = 0x123456789abcdefull;
    ops[1].writeValue.operation = CU_STREAM_MEM_OP_WRITE_VALUE_32;
    ops[1].writeValue.address = flag + 16;
    ops[1].writeValue.value = 0xf0;
    ops[2].memoryBarrier.operation = CU_STREAM_MEM_OP_BARRIER;
    ops[3].waitValue.operation = CU_STREAM_MEM_OP_WAIT_VALUE_64;
    ops[3].waitValue.address = flag + 8;
    ops[3].waitValue.value64 = 0x123456789abcdefull;
    ops[3].waitValue.flags = CU_STREAM_WAIT_VALUE_EQ;
    ops[4].waitValue.operation = CU_STREAM_MEM_OP_WAIT_VALUE_32;
    ops[4].waitValue.address = flag + 16;
    ops[4].waitValue.value = 0x30;
    ops[4].waitValue.flags = CU_STREAM_WAIT_VALUE_AND;
    r = cuStreamBatchMemOp((CUstream)consumer, 5, ops, 0);
    printf("batch: %d\n", (int)r);
    // NOR: waits until some bit is in neither the word (0xf0 at flag + 16) nor the value.
    r = cuStreamWaitValue32((CUstream)consumer, flag + 16, 0x0f, CU_STREAM_WAIT_VALUE_NOR);
    printf("nor: %d\n", (int)r);
    r = cuStreamWaitValue64((CUstream)consumer, flag + 8, 0x123456789abcdeeull,
                            CU_STREAM_WAIT_VALUE_GEQ | CU_STREAM_WAIT_VALUE_FLUSH);
    printf("geq 64: %d\n", (int)r);
    printf("synchronize: %d\n", (int)cudaStreamSynchronize(consumer));
    unsigned long long words[3];
    cudaMemcpy(words, flags, sizeof words, cudaMemcpyDeviceToHost);
    printf("words: %llx %llx %llx\n", words[0], words[1], words[2]);

    // Errors: conditions that do not exist, write flags that do not exist, misaligned words.
    printf("bad wait flags: %d\n", (int)cuStreamWaitValue32((CUstream)consumer, flag, 1, 7));
    printf("bad write flags: %d\n", (int)cuStreamWriteValue32((CUstream)consumer, flag, 1, 2));
    printf("misaligned 32: %d\n", (int)cuStreamWriteValue32((CUstream)consumer, flag + 2, 1, 0));
    printf("misaligned 64: %d\n", (int)cuStreamWriteValue64((CUstream)consumer, flag + 4, 1, 0));
    printf("after errors: %d\n", (int)cudaStreamSynchronize(consumer));

    cudaStreamDestroy(consumer);
    cudaStreamDestroy(producer);
    cudaFree(data);
    cudaFree(sum);
    cudaFree(flags);
    cudaFreeHost((void *)signal);
    cudaEventDestroy(written);
    return 0;
}
