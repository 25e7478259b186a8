// A GPU requires each scalar load, store and atomic to be aligned to its size: members of a
// packed record are read in place wherever they lie, a class of ints may lie at any multiple
// of 4, but an int stored at an odd address ends the kernel with cudaErrorMisalignedAddress,
// which stays the error of every later call (the context is lost).
#include <cstdio>

struct __attribute__((packed)) Record {
    char tag;
    int id;
    short flags;
};

struct Pair {
    int a, b;
};

__global__ void read_records(const Record *records, const char *bytes, int *out)
{
    out[0] = records[1].id + records[1].flags;
    Pair p = *(const Pair *)(bytes + 4);
    out[1] = p.a + p.b;
}

__global__ void store_at(char *bytes, int offset, int value)
{
    *(int *)(bytes + offset) = value;
}

int main()
{
    Record host[2] = {{'a', 10, 1}, {'b', 20, 2}};
    char bytes[16] = {0};
    for (int i = 4; i < 12; ++i)
        bytes[i] = (char)i;
    Record *records;
    char *dbytes;
    int *out;
    cudaMalloc(&records, sizeof host);
    cudaMalloc(&dbytes, sizeof bytes);
    cudaMalloc(&out, 2 * sizeof(int));
    cudaMemcpy(records, host, sizeof host, cudaMemcpyHostToDevice);
    cudaMemcpy(dbytes, bytes, sizeof bytes, cudaMemcpyHostToDevice);
    read_records<<<1, 1>>>(records, dbytes, out);
    int result[2];
    cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
    printf("record size %zu, id + flags %d, pair sum %#x\n", sizeof(Record), result[0], result[1]);

    store_at<<<1, 1>>>(dbytes, 8, 42);
    printf("aligned store: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    store_at<<<1, 1>>>(dbytes, 2, 42);
    cudaError_t e = cudaDeviceSynchronize();
    printf("store at offset 2: %s (%s)\n", cudaGetErrorName(e), cudaGetErrorString(e));
    printf("afterwards: %s\n", cudaGetErrorName(cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost)));
    return 0;
}
