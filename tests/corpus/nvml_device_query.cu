// corpus: the management library (NVML) beside the runtime: the device found by its PCI bus id, its identity, memory and clocks checked against cudaDeviceProp, and NVML's error codes
#include <cuda_runtime.h>
#include <nvml.h>
#include <stdio.h>
#include <string.h>

#define NVML_CHECK(call)                                                               \
    do {                                                                               \
        nvmlReturn_t status_ = (call);                                                 \
        if (status_ != NVML_SUCCESS) {                                                 \
            printf("FAIL %s: %s\n", #call, nvmlErrorString(status_));                  \
            return 1;                                                                  \
        }                                                                              \
    } while (0)

__global__ void iota(float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = (float)i;
}

static void uuid_text(const cudaUUID_t& uuid, char* out) {
    const unsigned char* b = (const unsigned char*)uuid.bytes;
    sprintf(out, "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x",
            b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12],
            b[13], b[14], b[15]);
}

int main() {
    unsigned count = 0;
    printf("before nvmlInit: %s\n", nvmlErrorString(nvmlDeviceGetCount(&count)));
    NVML_CHECK(nvmlInit());
    NVML_CHECK(nvmlDeviceGetCount(&count));
    printf("devices: %s\n", count >= 1 ? "at least one" : "none");

    // The NVML device that is CUDA's device 0: the same PCI address.
    char bus_id[32];
    cudaDeviceGetPCIBusId(bus_id, sizeof bus_id, 0);
    nvmlDevice_t device;
    NVML_CHECK(nvmlDeviceGetHandleByPciBusId(bus_id, &device));
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);

    char name[NVML_DEVICE_NAME_BUFFER_SIZE];
    NVML_CHECK(nvmlDeviceGetName(device, name, sizeof name));
    printf("name is the runtime's: %s\n", strcmp(name, prop.name) == 0 ? "yes" : "no");
    char uuid[NVML_DEVICE_UUID_BUFFER_SIZE], expected_uuid[64];
    NVML_CHECK(nvmlDeviceGetUUID(device, uuid, sizeof uuid));
    uuid_text(prop.uuid, expected_uuid);
    printf("uuid is the runtime's: %s\n", strcmp(uuid, expected_uuid) == 0 ? "yes" : "no");
    nvmlPciInfo_t pci;
    NVML_CHECK(nvmlDeviceGetPciInfo(device, &pci));
    printf("pci address is the runtime's: %s\n",
           pci.domain == (unsigned)prop.pciDomainID && pci.bus == (unsigned)prop.pciBusID &&
                   pci.device == (unsigned)prop.pciDeviceID
               ? "yes"
               : "no");
    int major = 0, minor = 0;
    NVML_CHECK(nvmlDeviceGetCudaComputeCapability(device, &major, &minor));
    printf("compute capability is the runtime's: %s\n",
           major == prop.major && minor == prop.minor ? "yes" : "no");
    int nvml_cuda = 0, runtime_cuda = 0;
    NVML_CHECK(nvmlSystemGetCudaDriverVersion(&nvml_cuda));
    cudaDriverGetVersion(&runtime_cuda);
    printf("CUDA driver version is the runtime's: %s\n", nvml_cuda == runtime_cuda ? "yes" : "no");
    unsigned sm_clock = 0;
    NVML_CHECK(nvmlDeviceGetMaxClockInfo(device, NVML_CLOCK_SM, &sm_clock));
    printf("SM clock: %s\n", sm_clock > 0 ? "known" : "zero");

    nvmlMemory_t before, after;
    NVML_CHECK(nvmlDeviceGetMemoryInfo(device, &before));
    const int n = 1 << 18;
    float* d_out;
    cudaMalloc(&d_out, n * sizeof(float));
    iota<<<(n + 255) / 256, 256>>>(d_out, n);
    cudaDeviceSynchronize();
    NVML_CHECK(nvmlDeviceGetMemoryInfo(device, &after));
    printf("memory: total %s the runtime's, free + used = total: %s, used grew by the buffer: %s\n",
           after.total >= prop.totalGlobalMem ? "at least" : "below",
           after.free + after.used == after.total ? "yes" : "no",
           after.used >= before.used + n * sizeof(float) ? "yes" : "no");

    unsigned milliwatts = 0;
    nvmlReturn_t power = nvmlDeviceGetPowerUsage(device, &milliwatts);
    printf("power: %s\n", power == NVML_SUCCESS || power == NVML_ERROR_NOT_SUPPORTED
                              ? "answered"
                              : nvmlErrorString(power));

    // Errors: NVML's codes and texts.
    char tiny[4];
    printf("name into 4 bytes: %s\n", nvmlErrorString(nvmlDeviceGetName(device, tiny, sizeof tiny)));
    printf("null handle: %s\n", nvmlErrorString(nvmlDeviceGetName(NULL, name, sizeof name)));
    printf("no such index: %s\n", nvmlErrorString(nvmlDeviceGetHandleByIndex(count, &device)));
    printf("no such uuid: %s\n",
           nvmlErrorString(nvmlDeviceGetHandleByUUID("GPU-00000000-0000-0000-0000-000000000000", &device)));
    nvmlMemory_v2_t memory_v2;
    memory_v2.version = 0;
    printf("memory v2 without its version: %s\n",
           nvmlErrorString(nvmlDeviceGetMemoryInfo_v2(device, &memory_v2)));
    memory_v2.version = nvmlMemory_v2;
    NVML_CHECK(nvmlDeviceGetMemoryInfo_v2(device, &memory_v2));
    printf("memory v2: free + reserved + used = total: %s\n",
           memory_v2.free + memory_v2.reserved + memory_v2.used == memory_v2.total ? "yes" : "no");
    printf("code 999: %s\n", nvmlErrorString(NVML_ERROR_UNKNOWN));

    // Initialization nests: two inits take two shutdowns.
    NVML_CHECK(nvmlInit());
    NVML_CHECK(nvmlShutdown());
    printf("after one of two shutdowns: %s\n", nvmlErrorString(nvmlDeviceGetCount(&count)));
    NVML_CHECK(nvmlShutdown());
    printf("after both: %s\n", nvmlErrorString(nvmlDeviceGetCount(&count)));
    printf("a third shutdown: %s\n", nvmlErrorString(nvmlShutdown()));

    float last = 0;
    cudaMemcpy(&last, d_out + n - 1, sizeof last, cudaMemcpyDeviceToHost);
    cudaFree(d_out);
    printf("%s (last element %.0f)\n", last == (float)(n - 1) ? "PASS" : "FAIL", last);
    return 0;
}
